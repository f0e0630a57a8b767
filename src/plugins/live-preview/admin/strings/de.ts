import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  toolbar: 'Steuerung der Live-Vorschau',
  breakpoint: 'Breakpoint',
  responsive: 'Responsiv',
  zoom: 'Zoom',
  position: 'Position',
  right: 'Rechts vom Formular',
  left: 'Links vom Formular',
  inPopup: 'Die Vorschau ist in einem eigenen Fenster geöffnet.',
  bringBack: 'Vorschau hier zeigen',
  sizeReset: 'Die gespeicherte Vorschaugröße passt nicht mehr; die Vorschau ist wieder responsiv.',
  urlFailed: 'Die Adresse der Vorschau konnte nicht erstellt werden.',
  waiting: 'Verbindung zur Vorschau wird hergestellt …',
  notConnected:
    'Die Vorschauseite hat sich nicht verbunden. Sie konnte nicht geladen werden, oder sie nutzt die Live-Vorschau von Payload nicht.',
  blocked:
    'Der Admin darf keine Seiten von {{origin}} zeigen. Tragen Sie diesen Ursprung in FOLIO_PREVIEW_ORIGINS des Servers ein.',
}
