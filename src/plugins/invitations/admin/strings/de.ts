import { invitationMessages } from '../../shared/messages'

/** The invitations plugin's admin strings (German), `t('invitations:…')`. */
export const stringsDe = {
  ...invitationMessages.de,
  acceptInvitationLead:
    'Du bist als {{email}} eingeladen. Wähle ein Passwort und vervollständige dein Profil.',
  acceptInvitationTitle: 'Einladung annehmen',
  createProfile: 'Profil erstellen',
  invitationAccepted: 'Willkommen! Dein Profil ist eingerichtet.',
  invitationExpired: 'Der Link ist am {{expires}} abgelaufen. Sende einen neuen.',
  invitationPending: 'Ausstehend seit {{sent}}. Der Link funktioniert bis {{expires}}.',
  invitationResent:
    'Ein neuer Link wurde an {{email}} gesendet; der vorherige funktioniert nicht mehr.',
  invitationRevoked: 'Die Einladung von {{email}} wurde zurückgezogen.',
  invitationSent: 'Einladung an {{email}} gesendet.',
  invitationTitle: 'Einladung',
  inviteLanguage: 'Sprache der E-Mail',
  inviteUser: 'Benutzer einladen',
  inviteUserLead:
    'Die Person erhält eine E-Mail mit einem Link, um ein Passwort zu wählen. Bis dahin ist das Konto ausstehend und kann sich nicht anmelden.',
  resendInvitation: 'Einladung erneut senden',
  revokeInvitation: 'Einladung zurückziehen',
  revokeInvitationQuestion:
    'Die Einladung von {{email}} zurückziehen? Der ausstehende Benutzer wird entfernt und der Link funktioniert nicht mehr.',
  sendInvitation: 'Einladung senden',
}
