import type { EmailTexts } from '../../email/server'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
const en = {
  lockSubject: 'Your account is locked',
  lockIntro: 'Your account {email} on {host} has been locked.',
  lockReason: 'Reason: {reason} ({code}).',
  lockReasonTooManyAttempts: 'too many failed sign-in attempts',
  lockReasonLockedByAdmin: 'an administrator locked it',
  lockTooManyAttemptsNext:
    'Sign-in is blocked for {minutes} minutes; an administrator can unlock the account sooner. If these attempts were not yours, consider changing your password.',
  lockLockedByAdminNext:
    'All your sessions have been ended. Please contact an administrator if you think this is a mistake.',
} as const

export const lockEmailTexts: EmailTexts<typeof en> = {
  en,
  de: {
    lockSubject: 'Ihr Konto ist gesperrt',
    lockIntro: 'Ihr Konto {email} auf {host} wurde gesperrt.',
    lockReason: 'Grund: {reason} ({code}).',
    lockReasonTooManyAttempts: 'zu viele fehlgeschlagene Anmeldeversuche',
    lockReasonLockedByAdmin: 'ein Administrator hat es gesperrt',
    lockTooManyAttemptsNext:
      'Die Anmeldung ist für {minutes} Minuten gesperrt; ein Administrator kann das Konto früher entsperren. Falls diese Versuche nicht von Ihnen stammen, ändern Sie am besten Ihr Passwort.',
    lockLockedByAdminNext:
      'Alle Ihre Sitzungen wurden beendet. Wenden Sie sich an einen Administrator, falls Sie das für einen Irrtum halten.',
  },
}
