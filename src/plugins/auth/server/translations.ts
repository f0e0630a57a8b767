import type { Config } from 'payload'
import { withFolioMessages } from '../../../server/folio-translations'

/** The server's messages (SPEC §8 'Translated messages'); German in German, others in English. */
const messages = {
  en: {
    accountLocked: 'This account is locked.',
    localPasswordOnly: 'Password changes are only possible for local identity provider.',
  },
  de: {
    accountLocked: 'Dieses Konto ist gesperrt.',
    localPasswordOnly: 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.',
  },
} as const

/** Adds the plugin's messages to Payload's `folio` namespace for every language the server speaks. */
export const authTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, messages)
