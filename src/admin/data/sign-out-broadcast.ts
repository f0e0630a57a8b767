/**
 * Tells the admin's other tabs of this browser that the session ended here (sign-out), so each asks
 * for the session again at once. A read no longer tells them: published content answers anyone.
 */
const CHANNEL = 'folio-session'
const SIGNED_OUT = 'signed-out'

export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(SIGNED_OUT)
  channel.close()
}

/** Calls `listener` when another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) listener()
  }
  return () => channel.close()
}
