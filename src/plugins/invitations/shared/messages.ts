/**
 * The plugin's server messages (docs/behaviour.md §8 'Translated messages'), Folio keys `folio:…`: the server
 * registers them in Payload's i18n, the admin's Folio strings include them. Written once, here.
 */
export const invitationMessages = {
  en: {
    invitationInvalid: 'Invitation link is invalid or expired.',
    invitationNotPending: 'This user has no pending invitation.',
    invitationEmailFailed:
      'The invitation email could not be sent. Nothing was changed; please try again later.',
  },
  de: {
    invitationInvalid: 'Der Einladungslink ist ungültig oder abgelaufen.',
    invitationNotPending: 'Für diesen Benutzer gibt es keine offene Einladung.',
    invitationEmailFailed:
      'Die Einladungs-E-Mail konnte nicht gesendet werden. Es wurde nichts geändert; bitte versuche es später erneut.',
  },
} as const satisfies Record<
  'en' | 'de',
  Record<'invitationInvalid' | 'invitationNotPending' | 'invitationEmailFailed', string>
>
