import { useCallback, useSyncExternalStore } from 'react'
import type { FormStore } from './form-store'

/** Subscribes one field to the store: its value, error and whether it was touched. */
export function useField(store: FormStore, path: string) {
  const subscribe = useCallback((cb: () => void) => store.subscribe(path, cb), [store, path])
  const value = useSyncExternalStore(subscribe, () => store.getValue(path))
  const error = useSyncExternalStore(subscribe, () => store.getError(path))
  const isTouched = useSyncExternalStore(subscribe, () => store.isTouched(path))
  return { value, error, isTouched }
}

/** Whether the form differs from what was loaded or saved; re-renders only when that flips. */
export function useIsDirty(store: FormStore): boolean {
  return useSyncExternalStore(store.subscribeDirty, store.isDirty)
}
