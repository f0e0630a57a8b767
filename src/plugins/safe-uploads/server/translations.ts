import { catalog } from '../../../shared/catalog'
import { messagesEn } from './messages/en'
import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'

/** The plugin's answers, in the request's language. */
export const messages = catalog(
  messagesEn,
  import.meta.glob('./messages/*.json', { eager: true, import: 'default' }),
)

/** Adds the plugin's messages to Payload's `folio` namespace for every language the server speaks. */
export const safeUploadsTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, messages)

/** One of the plugin's messages, in the request's language. */
export const safeUploadsMessage = folioMessage(messages)
