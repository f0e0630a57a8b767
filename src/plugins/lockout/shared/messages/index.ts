import { catalog } from '../../../../shared/catalog'
import { lockoutMessagesEn } from './en'

/**
 * The sign-in and throttling messages of the lockout (docs/behaviour.md §8, English verbatim), answered by the server in the
 * request's language. `userLocked` replaces Payload's own `error:userLocked` (its LockedAuth).
 */
export const lockoutMessages = catalog(
  lockoutMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
