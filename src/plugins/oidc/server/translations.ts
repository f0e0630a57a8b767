import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { oidcMessages } from '../shared/messages'

export const oidcTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, oidcMessages)

/** One of the plugin's messages, in the request's language. */
export const oidcMessage = folioMessage(oidcMessages)
