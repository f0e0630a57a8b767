import type { invitationMessagesEn } from '../../shared/messages/en'

/** The invitations plugin's admin strings (English, the source of keys), `t('invitations:…')`. */
export const stringsEn = {
  acceptInvitationLead:
    'You are invited as {{email}}. Choose a password and complete your profile.',
  acceptInvitationTitle: 'Accept your invitation',
  createProfile: 'Create profile',
  invitationAccepted: 'Welcome! Your profile is ready.',
  invitationExpired: 'The link expired on {{expires}}. Send a new one.',
  invitationPending: 'Pending since {{sent}}. The link works until {{expires}}.',
  invitationResent: 'A new link was sent to {{email}}; the previous one no longer works.',
  invitationRevoked: 'The invitation of {{email}} was revoked.',
  invitationSent: 'Invitation sent to {{email}}.',
  invitationTitle: 'Invitation',
  inviteLanguage: 'Language of the email',
  inviteUser: 'Invite user',
  inviteUserLead:
    'The person gets an email with a link to choose a password. Until then the account is pending and cannot sign in.',
  resendInvitation: 'Resend invitation',
  revokeInvitation: 'Revoke invitation',
  revokeInvitationQuestion:
    'Revoke the invitation of {{email}}? The pending user is removed and the link stops working.',
  sendInvitation: 'Send invitation',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    invitations: typeof stringsEn & typeof invitationMessagesEn
  }
}
