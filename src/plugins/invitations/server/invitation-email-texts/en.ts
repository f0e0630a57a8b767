export const invitationEmailEn = {
  inviteSubject: 'You are invited to {host}',
  inviteIntro:
    '{inviter} invited you to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteIntroNoInviter:
    'You are invited to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteValidity: 'The link works once and until {date}.',
  inviteIgnore:
    'If you did not expect this invitation, you can ignore this email: no account is activated without you.',
} as const
