import type { EmailStrings } from './en'

export const de = {
  resetSubject: 'Passwort zurücksetzen',
  resetIntro:
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos auf {host} zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:',
  resetValidityOne: 'Der Link ist {hours} Stunde gültig.',
  resetValidityOther: 'Der Link ist {hours} Stunden gültig.',
  resetIgnore:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  lockSubject: 'Ihr Konto ist gesperrt',
  lockIntro: 'Ihr Konto {email} auf {host} wurde gesperrt.',
  lockReason: 'Grund: {reason} ({code}).',
  lockReasonTooManyAttempts: 'zu viele fehlgeschlagene Anmeldeversuche',
  lockReasonLockedByAdmin: 'ein Administrator hat es gesperrt',
  lockTooManyAttemptsNext:
    'Die Anmeldung ist für {minutes} Minuten gesperrt; ein Administrator kann das Konto früher entsperren. Falls diese Versuche nicht von Ihnen stammen, ändern Sie am besten Ihr Passwort.',
  lockLockedByAdminNext:
    'Alle Ihre Sitzungen wurden beendet. Wenden Sie sich an einen Administrator, falls Sie das für einen Irrtum halten.',
  inviteSubject: 'Ihre Einladung zu {host}',
  inviteIntro:
    '{inviter} hat Sie eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
  inviteIntroNoInviter:
    'Sie sind eingeladen, auf {host} als {role} mitzuarbeiten. Über diesen Link legen Sie Ihr Passwort fest und erstellen Ihr Profil:',
  inviteValidity: 'Der Link funktioniert einmal und bis {date}.',
  inviteIgnore:
    'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren: Ohne Sie wird kein Konto aktiviert.',
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
} satisfies EmailStrings
