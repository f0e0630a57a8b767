export const oidcLabelsEn = {
  emailAndPassword: 'Email and password',
} as const
