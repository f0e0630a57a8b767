import { catalog } from '../../../../shared/catalog'
import { seoMessagesEn } from './en'
import { folioMessage, withFolioMessages } from '../../../../server/kit/translations'
import type { Config } from 'payload'

/** The plugin's answers to a generate call it cannot serve, in the request's language. */
export const seoMessages = catalog(
  seoMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

export const seoTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, seoMessages)

export const seoMessage = folioMessage(seoMessages)
