/** The lockout plugin's admin strings (German), `t('lockout:…')`. */
export const stringsDe = {
  accountLockTitle: 'Anmeldung und Sperre',
  failedAttempts: 'Fehlgeschlagene Anmeldeversuche',
  forceUnlock: 'Entsperren erzwingen',
  lockAccount: 'Konto sperren',
  lockFailed: 'Sperren fehlgeschlagen.',
  lockNote:
    'Das Sperren beendet sofort alle Sitzungen dieses Benutzers; die Anmeldung bleibt verweigert, bis ein Administrator das Konto entsperrt.',
  lockStatus: 'Sperrstatus',
  lockStatusAdmin: 'Von einem Administrator gesperrt',
  lockStatusAttempts: 'Nach fehlgeschlagenen Versuchen gesperrt bis {{time}}',
  lockStatusNone: 'Nicht gesperrt',
  lockSucceeded: 'Das Konto ist gesperrt und seine Sitzungen sind beendet.',
  ownAccountLockNote: 'Das ist dein eigenes Konto: Niemand sperrt oder entsperrt sich selbst.',
  unlockFailed: 'Entsperren fehlgeschlagen.',
  unlockNote:
    'Ein Konto wird nach {{max}} fehlgeschlagenen Anmeldeversuchen für {{minutes}} Minuten gesperrt. Das Entsperren setzt den Zähler zurück und hebt auch eine Sperre durch einen Administrator auf.',
  unlockSucceeded: 'Das Konto ist entsperrt. Die Seite wird gleich neu geladen.',
}
