import type { ValidationResult } from '../../shared/validation'

/** A field's error: a failed rule (translated when shown) or a message the server sent. */
export type FieldErrorState = Exclude<ValidationResult, true> | { message: string }

type Listener = () => void

/**
 * The one form store: values and errors by field path, with per-path subscriptions so typing in
 * one field re-renders only that field.
 */
export class FormStore {
  private values: Record<string, unknown>
  private initial: Record<string, unknown>
  private errors = new Map<string, FieldErrorState>()
  private touched = new Set<string>()
  private listeners = new Map<string, Set<Listener>>()
  /** Paths whose value differs from the baseline: dirtiness without comparing every field. */
  private changed = new Set<string>()
  private dirtyListeners = new Set<Listener>()

  constructor(initial: Record<string, unknown>) {
    this.values = { ...initial }
    this.initial = { ...initial }
  }

  getValue = (path: string): unknown => this.values[path]
  getValues = (): Record<string, unknown> => ({ ...this.values })
  getError = (path: string): FieldErrorState | undefined => this.errors.get(path)
  isTouched = (path: string): boolean => this.touched.has(path)
  hasErrors = (): boolean => this.errors.size > 0
  firstErrorPath = (): string | undefined => this.errors.keys().next().value

  isDirty = (): boolean => this.changed.size > 0

  setValue(path: string, value: unknown): void {
    const wasDirty = this.isDirty()
    this.values = { ...this.values, [path]: value }
    if (sameValue(value, this.initial[path])) this.changed.delete(path)
    else this.changed.add(path)
    this.emit(path)
    if (wasDirty !== this.isDirty()) this.dirtyListeners.forEach((l) => l())
  }

  touch(path: string): void {
    if (this.touched.has(path)) return
    this.touched.add(path)
    this.emit(path)
  }

  setError(path: string, error: FieldErrorState | undefined): void {
    const previous = this.errors.get(path)
    if (error === undefined ? previous === undefined : JSON.stringify(error) === JSON.stringify(previous)) return
    if (error === undefined) this.errors.delete(path)
    else this.errors.set(path, error)
    this.emit(path)
  }

  /** After a successful save: the saved values become the new baseline. */
  reset(values: Record<string, unknown>): void {
    this.values = { ...values }
    this.initial = { ...values }
    this.errors.clear()
    this.touched.clear()
    const wasDirty = this.isDirty()
    this.changed.clear()
    for (const path of this.listeners.keys()) this.emit(path)
    if (wasDirty) this.dirtyListeners.forEach((l) => l())
  }

  /**
   * After an autosave of `snapshot`: that becomes the baseline, but the values stay as typed, so
   * whatever was typed while the request ran is still there and still counts as a change.
   */
  markSaved(snapshot: Record<string, unknown>): void {
    const wasDirty = this.isDirty()
    this.initial = { ...snapshot }
    for (const path of [...this.changed]) {
      if (sameValue(this.values[path], this.initial[path])) this.changed.delete(path)
    }
    if (wasDirty !== this.isDirty()) this.dirtyListeners.forEach((l) => l())
  }

  /** Called only when the form turns dirty or clean, not on every keystroke. */
  subscribeDirty = (listener: Listener): (() => void) => {
    this.dirtyListeners.add(listener)
    return () => this.dirtyListeners.delete(listener)
  }

  subscribe = (path: string, listener: Listener): (() => void) => {
    const set = this.listeners.get(path) ?? new Set()
    set.add(listener)
    this.listeners.set(path, set)
    return () => set.delete(listener)
  }

  private emit(path: string): void {
    this.listeners.get(path)?.forEach((l) => l())
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true
  return JSON.stringify(a) === JSON.stringify(b)
}
