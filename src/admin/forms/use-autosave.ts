import { useEffect, useRef, useState } from 'react'
import { HttpError } from '../data/http'
import type { FormStore } from './form-store'

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; at: Date }

interface AutosaveOptions {
  store: FormStore
  intervalMs: number
  isEnabled: boolean
  /** Sends one autosave of these values; resolves when the server has it. */
  save: (values: Record<string, unknown>, options?: { keepalive?: boolean }) => Promise<void>
  /**
   * The document is on the server: a save repeated as the page goes away updates it (and at worst
   * answers 409), where a new document's would create a second one.
   */
  documentExists: boolean
  /** A 409: the document changed since it was loaded. Autosave stops until `resume`. */
  onConflict?: () => void
}

/**
 * Autosaves drafts: every `intervalMs` while the form has changes, one request at a time (so
 * responses arrive in order). The values sent become the baseline without touching what is typed,
 * so nothing typed during a request is lost; a failure is shown and retried on the next tick,
 * except a 423 (the lock is someone else's) or a 409 (saved meanwhile by someone else): autosave
 * stops there.
 */
export function useAutosave(options: AutosaveOptions): {
  state: AutosaveState
  whenIdle: () => Promise<void>
  resume: () => void
} {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' })
  const inFlight = useRef<Promise<void> | undefined>(undefined)
  // Refused for good (423: someone else holds the lock): no more requests; what was typed stays in the form.
  const isStopped = useRef(false)
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    if (!options.isEnabled) return
    const tick = () => {
      const { store, save } = latest.current
      if (isStopped.current || inFlight.current || !store.isDirty()) return
      const snapshot = store.getValues()
      setState({ kind: 'saving' })
      inFlight.current = save(snapshot)
        .then(() => {
          store.markSaved(snapshot)
          setState({ kind: 'saved', at: new Date() })
        })
        .catch((error: unknown) => {
          if (error instanceof HttpError && (error.status === 423 || error.status === 409)) {
            isStopped.current = true
            setState({ kind: 'idle' })
            if (error.status === 409) latest.current.onConflict?.()
          } else setState({ kind: 'failed', at: new Date() })
        })
        .finally(() => {
          inFlight.current = undefined
        })
    }
    const timer = window.setInterval(tick, options.intervalMs)
    // Leaving (reload, closed tab) with changes not yet saved: one last autosave that outlives the
    // page. Also while one is under way, which the page's going away may cancel; not for a new
    // document (that would create it twice).
    const onPageHide = () => {
      const { store, save, documentExists } = latest.current
      if (isStopped.current || !store.isDirty()) return
      if (inFlight.current && !documentExists) return
      void save(store.getValues(), { keepalive: true }).catch(() => undefined)
    }
    window.addEventListener('pagehide', onPageHide)
    // Back online (or enabled again): the changes go at once, not at the next tick.
    tick()
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', onPageHide)
    }
  }, [options.isEnabled, options.intervalMs])

  return {
    state,
    whenIdle: async () => void (await inFlight.current),
    resume: () => {
      isStopped.current = false
    },
  }
}
