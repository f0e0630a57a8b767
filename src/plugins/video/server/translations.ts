import type { Config } from 'payload'
import { catalogText } from '../../../shared/catalog'
import { requestLanguage } from '../../../server/kit/http-messages'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import type { SanitizedConfig } from 'payload'
import { videoMessages } from '../shared/messages'

export const videoTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, videoMessages)

/** One of the plugin's messages inside Payload (`req.t`), in the request's language. */
export const videoMessage = folioMessage(videoMessages)

type Key = keyof typeof videoMessages.en

/** One of the plugin's messages before Payload sees the request (the raw routes). */
export function videoText(args: {
  config: SanitizedConfig
  headers: Headers
  key: Key
  vars?: Record<string, string | number>
}): string {
  return catalogText(videoMessages, requestLanguage(args.config, args.headers), args.key, args.vars)
}

/** The English message, for what is stored on the video (its `error`). */
export function storedText(key: Key, vars: Record<string, string>): string {
  return catalogText(videoMessages, 'en', key, vars)
}
