/** The password policy's messages in English (see `index.ts`). */
export const passwordMessagesEn = {
  passwordInvalid: 'Password does not meet requirements.',
  passwordRequired: 'Password is required.',
} as const
