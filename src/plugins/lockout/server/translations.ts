import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { lockoutMessages } from '../shared/messages'

/**
 * For every language the server speaks (German in German, the others in English): Payload's
 * `error:userLocked` becomes the documented 'Login is temporarily blocked for this user.', and the
 * plugin's own messages live under the `folio` namespace.
 */
export function lockoutTranslations(i18n: Config['i18n']) {
  const { userLocked: en, ...folioEn } = lockoutMessages.en
  const { userLocked: de, ...folioDe } = lockoutMessages.de
  return withFolioMessages(
    i18n,
    { en: folioEn, de: folioDe },
    { en: { error: { userLocked: en } }, de: { error: { userLocked: de } } },
  )
}

/** Answers with one of the plugin's messages, in the request's language. */
export const lockoutMessage = folioMessage(lockoutMessages)
