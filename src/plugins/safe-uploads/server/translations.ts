import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'

/** The plugin's answers; German in German, others in English. */
export const messages = {
  en: {
    remoteFilesRefused: 'Remote files are not accepted: send the file itself instead of a url.',
    remoteFileHostRefused:
      'Remote files are accepted only from the hosts this server allows: send the file itself instead of this url.',
    remoteFileFailed: 'The remote file could not be fetched from its url.',
    fileReferenceRefused:
      'References to stored files are not accepted: send the file itself in the file field.',
  },
  de: {
    remoteFilesRefused:
      'Entfernte Dateien werden nicht angenommen: Senden Sie die Datei selbst statt einer URL (url).',
    remoteFileHostRefused:
      'Entfernte Dateien werden nur von den Hosts angenommen, die dieser Server erlaubt: Senden Sie die Datei selbst statt dieser URL (url).',
    remoteFileFailed: 'Die entfernte Datei konnte nicht von ihrer URL (url) geladen werden.',
    fileReferenceRefused:
      'Verweise auf gespeicherte Dateien werden nicht angenommen: Senden Sie die Datei selbst im Feld file.',
  },
} as const

/** Adds the plugin's messages to Payload's `folio` namespace for every language the server speaks. */
export const safeUploadsTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, messages)

/** One of the plugin's messages, in the request's language. */
export const safeUploadsMessage = folioMessage(messages)
