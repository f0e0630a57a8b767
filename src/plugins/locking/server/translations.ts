import { catalog } from '../../../shared/catalog'
import { lockingMessagesEn } from './messages/en'
import { folioMessage } from '../../../server/kit/translations'

/** The server's messages for locks, in the request's language. */
export const lockingMessages = catalog(
  lockingMessagesEn,
  import.meta.glob('./messages/*.json', { eager: true, import: 'default' }),
)

/** Answers with one of the plugin's messages, in the request's language. */
export const lockingMessage = folioMessage(lockingMessages)
