export const invitationMessagesEn = {
  invitationInvalid: 'Invitation link is invalid or expired.',
  invitationNotPending: 'This user has no pending invitation.',
  invitationEmailFailed:
    'The invitation email could not be sent. Nothing was changed; please try again later.',
} as const
