import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../server/kit/translations'
import { catalog } from '../../shared/catalog'
import { contentMessagesEn } from './en'

/** The content model's own answers (Payload's `folio` namespace), in the request's language. */
const contentMessages = catalog(
  contentMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

export const contentTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, contentMessages)

export const contentMessage = folioMessage(contentMessages)
