import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { totpMessages } from '../shared/messages'

export const totpTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, totpMessages)

/** Answers with one of the plugin's messages, in the request's language. */
export const totpMessage = folioMessage(totpMessages)
