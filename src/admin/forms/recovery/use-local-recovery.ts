import { useEffect, useRef, useState } from 'react'
import type { FormStore } from '../form-store'
import {
  deleteLocalDraft,
  keepLocalDraftNow,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-drafts'

const WRITE_DELAY_MS = 300

export interface RecoveryOffer {
  draft: LocalDraft
  /** The server's version changed since the changes were made: both are shown, nothing is overwritten silently. */
  isServerNewer: boolean
}

/**
 * Keeps the form's unsaved changes on this device as they are typed (and at pagehide), drops them
 * once saved, and offers what a previous visit left unsaved. `key` is undefined when there is
 * nothing to keep (read-only, no user yet).
 */
export function useLocalRecovery(args: {
  store: FormStore
  key: string | undefined
  baseUpdatedAt: string | undefined
}) {
  const { store, key } = args
  const [offer, setOffer] = useState<RecoveryOffer | undefined>()
  const base = useRef(args.baseUpdatedAt)
  base.current = args.baseUpdatedAt
  // Until the offer is answered, the stored entry is kept as it is.
  const isAnswered = useRef(false)

  useEffect(() => {
    if (!key) return
    let isCurrent = true
    isAnswered.current = false
    let timer: number | undefined
    const entry = (): LocalDraft => ({
      key,
      changes: store.changes(),
      baseUpdatedAt: base.current,
      at: Date.now(),
    })
    const write = () => {
      window.clearTimeout(timer)
      timer = undefined
      if (!isAnswered.current) return
      if (!store.isDirty()) return void deleteLocalDraft(key)
      void writeLocalDraft(entry())
    }
    // Kept at once (the page may be gone before IndexedDB answers), alongside an earlier visit's
    // entry not yet offered or answered.
    const onPageHide = () => {
      window.clearTimeout(timer)
      if (store.isDirty()) keepLocalDraftNow(entry())
      else if (isAnswered.current) void deleteLocalDraft(key)
    }
    void readLocalDraft(key).then((draft) => {
      if (!isCurrent) return
      const isDifferent = draft?.changes.some(
        (change) =>
          JSON.stringify(store.getValue(change.path) ?? null) !==
          JSON.stringify(change.value ?? null),
      )
      if (!draft || !isDifferent) {
        isAnswered.current = true
        // What was typed before this effect listened (the form is editable at its first paint).
        if (store.isDirty()) write()
        return
      }
      setOffer({
        draft,
        isServerNewer: Boolean(
          draft.baseUpdatedAt && base.current && draft.baseUpdatedAt !== base.current,
        ),
      })
    })

    const unsubscribe = store.subscribeAny(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(write, WRITE_DELAY_MS)
    })
    const unsubscribeDirty = store.subscribeDirty(write)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      isCurrent = false
      window.clearTimeout(timer)
      // Leaving inside the admin happens only clean or after "Leave anyway": nothing to keep. (A
      // reload, a closed tab or a crash never gets here; pagehide wrote what was unsaved.)
      if (isAnswered.current) void deleteLocalDraft(key)
      unsubscribe()
      unsubscribeDirty()
      window.removeEventListener('pagehide', onPageHide)
    }
  }, [key, store])

  return {
    offer,
    restore: () => {
      if (!offer) return
      for (const change of offer.draft.changes) store.setValue(change.path, change.value)
      isAnswered.current = true
      setOffer(undefined)
    },
    discard: () => {
      if (key) void deleteLocalDraft(key)
      isAnswered.current = true
      setOffer(undefined)
    },
  }
}
