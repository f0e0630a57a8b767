import type { EmailTexts } from '../../email/server'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
const en = {
  inviteSubject: 'You are invited to {host}',
  inviteIntro:
    '{inviter} invited you to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteIntroNoInviter:
    'You are invited to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteValidity: 'The link works once and until {date}.',
  inviteIgnore:
    'If you did not expect this invitation, you can ignore this email: no account is activated without you.',
} as const

export const invitationEmailTexts: EmailTexts<typeof en> = {
  en,
  de: {
    inviteSubject: 'Ihre Einladung zu {host}',
    inviteIntro:
      '{inviter} hat Sie eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
    inviteIntroNoInviter:
      'Sie sind eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
    inviteValidity: 'Der Link funktioniert einmal und bis {date}.',
    inviteIgnore:
      'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren: Ohne Sie wird kein Konto aktiviert.',
  },
}
