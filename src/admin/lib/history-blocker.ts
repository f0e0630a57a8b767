/**
 * Blocks the browser's back and forward buttons for the declarative `BrowserRouter` (which has no
 * `useBlocker`). Its `popstate` listener must be added before React Router's, so it runs first and
 * can hide a blocked pop with `stopImmediatePropagation()`: it steps back to where the user was
 * (hiding that pop too) and hands over a `retry` that replays the step with the block lifted once.
 * The step size comes from the index React Router keeps in `history.state.idx`.
 */

/** Called instead of navigating; `retry` goes where the user wanted to go after all. */
export type OnBlocked = (retry: () => void) => void

/** Whether a step to the address now shown (`location`) may go through unasked. */
export type AllowsStep = (location: { pathname: string; search: string }) => boolean

export interface HistoryWindow {
  history: { readonly state: unknown; go: (delta: number) => void }
  location: { readonly pathname: string; readonly search: string }
  addEventListener: (type: 'popstate', listener: (event: Event) => void) => void
}

/** React Router's index of a history entry, if it has one. */
export function entryIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx : undefined
}

export function createHistoryBlocker(win: HistoryWindow) {
  let onBlocked: OnBlocked | undefined
  let allows: AllowsStep | undefined
  let current = entryIndex(win.history.state)
  let pendingRestores = 0
  let isBypassed = false

  win.addEventListener('popstate', (event) => {
    if (pendingRestores > 0) {
      pendingRestores--
      event.stopImmediatePropagation()
      return
    }
    const next = entryIndex(win.history.state)
    // Entries React Router did not make (no index) cannot be stepped back from: let them through.
    const delta = next !== undefined && current !== undefined ? next - current : 0
    if (!onBlocked || isBypassed || delta === 0 || allows?.(win.location)) {
      isBypassed = false
      current = next
      return
    }
    event.stopImmediatePropagation()
    pendingRestores++
    win.history.go(-delta)
    onBlocked(() => {
      isBypassed = true
      win.history.go(delta)
    })
  })

  return {
    /** Blocks back and forward (but the steps `allowed` lets through) until the returned function is called. */
    block(handler: OnBlocked, allowed?: AllowsStep): () => void {
      // React Router's pushes and replaces are not events: read the index afresh (unless the URL is being restored).
      if (pendingRestores === 0) current = entryIndex(win.history.state)
      onBlocked = handler
      allows = allowed
      return () => {
        if (onBlocked !== handler) return
        onBlocked = undefined
        allows = undefined
      }
    },
  }
}

let installed: ReturnType<typeof createHistoryBlocker> | undefined

/** Call once, before the router renders. */
export function installHistoryBlocker(): void {
  installed ??= createHistoryBlocker(window)
}

/** Blocks back and forward (if the blocker is installed) until the returned function is called. */
export function blockHistory(handler: OnBlocked, allowed?: AllowsStep): () => void {
  return installed ? installed.block(handler, allowed) : () => {}
}
