import type { stringsEn } from './en'

/** The api-keys plugin's admin strings (German), `t('api-keys:…')`. */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  title: 'API-Schlüssel',
  leadOwn:
    'Mit einem API-Schlüssel nutzen Skripte und andere Programme die API in deinem Namen und mit deinen Rechten, ohne Anmeldung.',
  leadOther:
    'Mit einem API-Schlüssel nutzen Skripte und andere Programme die API im Namen dieser Person und mit ihren Rechten, ohne Anmeldung.',
  status: 'Status',
  statusActive: 'Aktiv',
  statusNone: 'Kein API-Schlüssel',
  createdAt: 'Erstellt',
  lastUsedAt: 'Zuletzt verwendet',
  neverUsed: 'Nie verwendet',
  create: 'API-Schlüssel erstellen',
  rotate: 'Erneuern',
  rotateKey: 'API-Schlüssel erneuern',
  revoke: 'Widerrufen',
  revokeKey: 'API-Schlüssel widerrufen',
  rotateTitle: 'API-Schlüssel erneuern?',
  rotateText:
    'Ein neuer Schlüssel ersetzt den bisherigen. Der bisherige Schlüssel funktioniert sofort nicht mehr: Skripte und Programme, die ihn verwenden, schlagen fehl, bis sie den neuen Schlüssel erhalten.',
  revokeTitle: 'API-Schlüssel widerrufen?',
  revokeText:
    'Der Schlüssel funktioniert sofort nicht mehr: Skripte und Programme, die ihn verwenden, schlagen fehl. Du kannst später einen neuen Schlüssel erstellen.',
  revoked: 'Der API-Schlüssel wurde widerrufen.',
  newKeyTitle: 'Neuer API-Schlüssel',
  newKeyLead:
    'Kopiere den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt und kann nicht erneut gelesen werden. Geht er verloren, erneuere ihn, um einen neuen zu erhalten.',
  key: 'API-Schlüssel',
  copyKey: 'API-Schlüssel kopieren',
  header: 'Authorization-Header',
  headerHint: 'Sende den Schlüssel bei jeder Anfrage an die API in diesem Header.',
  copyHeader: 'Header kopieren',
  copy: 'Kopieren',
  copied: 'In die Zwischenablage kopiert.',
  copyFailed: 'Kopieren nicht möglich. Markiere den Text und kopiere ihn.',
  done: 'Fertig',
}
