import type { EmailStrings } from './en'

export const de = {
  resetSubject: 'Passwort zurücksetzen',
  resetIntro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos auf {host} zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:',
  resetValidityOne: 'Der Link ist {hours} Stunde gültig.',
  resetValidityOther: 'Der Link ist {hours} Stunden gültig.',
  resetIgnore: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  lockSubject: 'Ihr Konto ist gesperrt',
  lockIntro: 'Ihr Konto {email} auf {host} wurde gesperrt.',
  lockReason: 'Grund: {reason} ({code}).',
  lockReasonTooManyAttempts: 'zu viele fehlgeschlagene Anmeldeversuche',
  lockReasonLockedByAdmin: 'ein Administrator hat es gesperrt',
  lockTooManyAttemptsNext: 'Die Anmeldung ist für {minutes} Minuten gesperrt; ein Administrator kann das Konto früher entsperren. Falls diese Versuche nicht von Ihnen stammen, ändern Sie am besten Ihr Passwort.',
  lockLockedByAdminNext: 'Alle Ihre Sitzungen wurden beendet. Wenden Sie sich an einen Administrator, falls Sie das für einen Irrtum halten.',
  inviteSubject: 'Ihre Einladung zu {host}',
  inviteIntro: '{inviter} hat Sie eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
  inviteIntroNoInviter: 'Sie sind eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
  inviteValidity: 'Der Link funktioniert einmal und bis {date}.',
  inviteIgnore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren: Ohne Sie wird kein Konto aktiviert.',
} satisfies EmailStrings
