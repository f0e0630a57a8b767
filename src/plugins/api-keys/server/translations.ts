import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { apiKeyMessages } from '../shared/messages'

export const apiKeyTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, apiKeyMessages)

/** Answers with one of the plugin's messages, in the request's language. */
export const apiKeyMessage = folioMessage(apiKeyMessages)
