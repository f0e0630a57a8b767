import type { EmailTexts } from '../../email/server'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
const en = {
  passwordChangedSubject: 'Your password was changed',
  passwordChangedIntro: 'The password of your account {email} on {host} was changed on {time}.',
  passwordResetIntro:
    'The password of your account {email} on {host} was reset with an emailed link on {time}.',
  passwordChangedNotYou:
    'If this was you, there is nothing to do. If it was not, reset your password at once with this link and tell an administrator:',
  emailChangedSubject: 'Your email address was changed',
  emailChangedIntro:
    'The email address of your account on {host} was changed from {email} to {newEmail} on {time}. Emails for this account now go to the new address.',
  emailChangedNotYou:
    'If this was not you, tell an administrator at once: they can lock the account and set the address back. You can also ask for a new password here:',
} as const

export const accountNoticeTexts: EmailTexts<typeof en> = {
  en,
  de: {
    passwordChangedSubject: 'Ihr Passwort wurde geändert',
    passwordChangedIntro: 'Das Passwort Ihres Kontos {email} auf {host} wurde am {time} geändert.',
    passwordResetIntro:
      'Das Passwort Ihres Kontos {email} auf {host} wurde am {time} über einen per E-Mail gesendeten Link zurückgesetzt.',
    passwordChangedNotYou:
      'Falls Sie das waren, ist nichts zu tun. Falls nicht, setzen Sie Ihr Passwort sofort über diesen Link zurück und informieren Sie einen Administrator:',
    emailChangedSubject: 'Ihre E-Mail-Adresse wurde geändert',
    emailChangedIntro:
      'Die E-Mail-Adresse Ihres Kontos auf {host} wurde am {time} von {email} in {newEmail} geändert. E-Mails zu diesem Konto gehen ab jetzt an die neue Adresse.',
    emailChangedNotYou:
      'Falls Sie das nicht waren, informieren Sie sofort einen Administrator: Er kann das Konto sperren und die Adresse zurücksetzen. Ein neues Passwort können Sie auch hier anfordern:',
  },
}
