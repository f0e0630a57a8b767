import { useCallback, useEffect, useRef, useState } from 'react'
import {
  LOCK_ACTIVITY_INTERVAL_MS,
  lockKey,
  lockRead,
  lockTakeRead,
  type LockInfo,
  type LockTarget,
} from '../shared'
import { HttpError, pageAnswer } from '../../../admin/extend/data'
import { acquireLock, readLock, releaseLock } from './locks-api'

/**
 * - `acquiring`: asking for the lock; `mine`: this user edits;
 * - `assumed`: asking for the lock, editable meanwhile: the page said nobody else held it;
 * - `lockedByOther`: someone else edits (the locked modal); `takenOver`: someone took it from us;
 * - `readOnly`: the user chose to look without editing; `off`: no locking for this document.
 */
export type LockState =
  | { kind: 'off' | 'acquiring' | 'assumed' | 'mine' | 'readOnly' }
  | { kind: 'lockedByOther' | 'takenOver'; holder: LockInfo['user'] }

/**
 * The document lock of an edit view (docs/behaviour.md §4, §6, §9): taken on open, refreshed at most every
 * 10 s while the user edits (`markActivity`), checked as often when idle, and released on leaving.
 */
export function useDocumentLock(target: LockTarget | undefined) {
  const [state, setState] = useState<LockState>({ kind: 'off' })
  const key = target ? lockKey(target) : undefined
  // The state an editor of this target starts in, decided once per target (when it appears).
  const first = useRef<{ key: string } & FirstState>(undefined)
  if (target && key && first.current?.key !== key) first.current = { key, ...initialState(target) }
  const hasActivity = useRef(false)
  const stateRef = useRef(state)
  stateRef.current = state

  useEffect(() => {
    if (!target) return setState({ kind: 'off' })
    let isCurrent = true
    const start = first.current?.key === key ? first.current : undefined
    const startState = start?.state ?? { kind: 'acquiring' as const }
    setState(startState)
    stateRef.current = startState
    const acquire = () =>
      acquireLock(target)
        .then((info) => {
          // Left before the answer: a lock got meanwhile is given back.
          if (!isCurrent) return info.isMine && releaseLock(target)
          setState(info.isMine ? { kind: 'mine' } : { kind: 'lockedByOther', holder: info.user })
        })
        .catch((error: unknown) => {
          if (!isCurrent) return
          // No answer (offline) while the page said the lock was free: what is typed goes on, and
          // the lock is asked for again at the next tick (a save meanwhile is checked by the server).
          if (!(error instanceof HttpError) && stateRef.current.kind === 'assumed') return
          setState({ kind: 'readOnly' })
        })
    // The page took the lock: nothing to ask. Should this effect run again, it asks (editable meanwhile).
    if (start?.isTaken)
      first.current = { key: start.key, state: { kind: 'assumed' }, isTaken: false }
    else void acquire()

    const tick = async () => {
      if (stateRef.current.kind === 'assumed') return void acquire()
      if (stateRef.current.kind !== 'mine') return
      const wasActive = hasActivity.current
      hasActivity.current = false
      try {
        const info = wasActive ? await acquireLock(target) : await readLock(target)
        if (!isCurrent) return
        if (info.isLocked && !info.isMine) setState({ kind: 'takenOver', holder: info.user })
        else if (!info.isLocked) await acquireLock(target)
      } catch {
        // offline for a moment: the next tick tries again
      }
    }
    const timer = window.setInterval(() => void tick(), LOCK_ACTIVITY_INTERVAL_MS)

    const release = () => {
      if (stateRef.current.kind === 'mine') releaseLock(target)
    }
    window.addEventListener('pagehide', release)
    return () => {
      isCurrent = false
      window.clearInterval(timer)
      window.removeEventListener('pagehide', release)
      release()
    }
    // the key names the target; the object itself is rebuilt on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const takeOver = useCallback(async () => {
    if (!target) return
    const info = await acquireLock(target, true)
    setState(info.isMine ? { kind: 'mine' } : { kind: 'lockedByOther', holder: info.user })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  // Between a target appearing and the effect starting, the lock is already being asked for.
  const current: LockState =
    target && state.kind === 'off' ? (first.current?.state ?? { kind: 'acquiring' }) : state
  return {
    state: current,
    isEditable: current.kind === 'mine' || current.kind === 'assumed' || current.kind === 'off',
    isPending: current.kind === 'acquiring',
    markActivity: () => {
      hasActivity.current = true
    },
    takeOver,
    viewReadOnly: () => setState({ kind: 'readOnly' }),
    /** A save was refused with 423: someone else holds the lock now; show who (the taken-over dialog). */
    noteRefused: async () => {
      if (!target) return
      const info = await readLock(target).catch(() => undefined)
      setState({ kind: 'takenOver', holder: info?.user })
    },
  }
}

interface FirstState {
  state: LockState
  /** The page took the lock for this user: the editor need not ask for it. */
  isTaken: boolean
}

/**
 * From the page's answers (`editorReads` of the plugin's server half): the user's own when the
 * page took the lock; editable at once when it says the lock is free or the user's own (taken
 * in the background); otherwise read-only until the lock is taken (or shown as someone else's).
 */
function initialState(target: LockTarget): FirstState {
  const taken = pageAnswer<LockInfo>(lockTakeRead(target))
  if (taken?.isMine) return { state: { kind: 'mine' }, isTaken: true }
  const known = pageAnswer<LockInfo>(lockRead(target))
  const isFree = known !== undefined && (!known.isLocked || known.isMine)
  return { state: { kind: isFree ? 'assumed' : 'acquiring' }, isTaken: false }
}

/** Runs a save; a 423 (the lock is someone else's now) also turns the view to the taken-over dialog. */
export async function refusedByLock<T>(
  lock: { noteRefused: () => Promise<void> },
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof HttpError && error.status === 423) void lock.noteRefused()
    throw error
  }
}
