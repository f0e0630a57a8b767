import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { lockoutMessages } from '../shared/messages'

/**
 * For every language the server speaks: Payload's `error:userLocked` becomes the documented
 * 'Login is temporarily blocked for this user.' (in the language), and the plugin's own messages
 * live under the `folio` namespace.
 */
export function lockoutTranslations(i18n: Config['i18n']) {
  return withFolioMessages(i18n, lockoutMessages, (messages) => ({
    error: { userLocked: messages.userLocked ?? lockoutMessages.en.userLocked },
  }))
}

/** Answers with one of the plugin's messages, in the request's language. */
export const lockoutMessage = folioMessage(lockoutMessages)
