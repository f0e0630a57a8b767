import type { stringsEn } from './en'

/** The video plugin's admin strings (German), `t('video:…')`. */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  statusNoFile: 'wartet...',
  statusProgressing: 'wird kodiert...',
  statusError: 'Fehler',
  statusComplete: 'bereit',
  visibilityPublic: 'öffentlich',
  visibilityPrivate: 'privat',
  optionLabel: '{{title}} ({{state}})',
  loading: 'Videos werden geladen…',
  loadError: 'Die Videos konnten nicht geladen werden.',
  notConfigured:
    'Das Video-Plugin ist nicht konfiguriert. Aktiviere und konfiguriere es in der Systemkonfigurationsdatei.',
  stillEncoding: 'Das Video wird noch kodiert...',
  waitingForVideo: 'Warte auf das Video...',
  player: 'Videoplayer: {{title}}',
  focalPoint: 'Fokuspunkt',
  focalPointHelp:
    'Klicke in die Vorschau oder nutze die Pfeiltasten, um den Punkt zu setzen, den Websites beim Zuschneiden des Videos im Bild behalten.',
  uploadVideo: 'Video hochladen',
  uploadTitle: 'Ein Video hochladen',
  file: 'Videodatei',
  title: 'Titel',
  slug: 'Slug',
  titleHint: 'Höchstens {{max}} Zeichen.',
  startUpload: 'Hochladen starten',
  cancel: 'Abbrechen',
  uploading: 'Wird hochgeladen… {{percent}} %',
  progress: 'Fortschritt des Hochladens',
  resolving: 'Kategorien und Tags werden vorbereitet…',
  uploadFailed: 'Das Hochladen ist fehlgeschlagen. Bitte versuche es noch einmal.',
  uploaded: 'Das Video wurde hochgeladen und wird jetzt kodiert.',
  encoding: 'Kodierung',
  encodingEmpty: 'Kein Video wartet oder wird kodiert, und keines ist fehlgeschlagen.',
}
