import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { paletteMessages } from '../shared/messages'

export const paletteTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, paletteMessages)

/** Answers with one of the plugin's messages, in the request's language. */
export const paletteMessage = folioMessage(paletteMessages)
