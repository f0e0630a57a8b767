import type { EmailStrings } from './en'

export const de = {
  resetSubject: 'Passwort zurücksetzen',
  resetIntro:
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos auf {host} zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:',
  resetValidityOne: 'Der Link ist {hours} Stunde gültig.',
  resetValidityOther: 'Der Link ist {hours} Stunden gültig.',
  resetIgnore:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
} satisfies EmailStrings
