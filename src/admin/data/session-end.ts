/**
 * How the admin learns that its session ended somewhere else than by its own doing, so that it asks
 * for the session again at once (and the shell sends a signed-out user to sign-in). A refused read
 * no longer tells it: published content answers anyone (docs/behaviour.md §19).
 * - Another tab of this browser signed out: it says so on a BroadcastChannel.
 * - The server ended it (expired, locked by an admin, cookie gone): an answer says no session.
 */
const CHANNEL = 'folio-session'
const SIGNED_OUT = 'signed-out'

const listeners = new Set<() => void>()

export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(SIGNED_OUT)
  channel.close()
}

/** An answer from the server said it authenticated nobody (`X-Folio-Session: none`). */
export function noticeNoSession(): void {
  for (const listener of listeners) listener()
}

/** Calls `listener` when the session may have ended elsewhere; returns the unsubscribe. */
export function onSessionEndedElsewhere(listener: () => void): () => void {
  listeners.add(listener)
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL)
  if (channel)
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) listener()
    }
  return () => {
    listeners.delete(listener)
    channel?.close()
  }
}
