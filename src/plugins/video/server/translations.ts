import type { Config } from 'payload'
import { requestLanguage } from '../../../server/kit/http-messages'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import type { SanitizedConfig } from 'payload'
import { videoMessages } from '../shared/messages'

export const videoTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, videoMessages)

/** One of the plugin's messages inside Payload (`req.t`), in the request's language. */
export const videoMessage = folioMessage(videoMessages)

type Key = keyof (typeof videoMessages)['en']

/** One of the plugin's messages before Payload sees the request (the raw routes). */
export function videoText(args: {
  config: SanitizedConfig
  headers: Headers
  key: Key
  vars?: Record<string, string | number>
}): string {
  const language = requestLanguage(args.config, args.headers)
  const text: string = language === 'de' ? videoMessages.de[args.key] : videoMessages.en[args.key]
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    args.vars && name in args.vars ? String(args.vars[name]) : whole,
  )
}

/** The English message, for what is stored on the video (its `error`). */
export function storedText(key: Key, vars: Record<string, string>): string {
  return videoMessages.en[key].replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => vars[name] ?? whole,
  )
}
