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

  isDirty = (): boolean => Object.keys({ ...this.values, ...this.initial }).some((k) => !sameValue(this.values[k], this.initial[k]))

  setValue(path: string, value: unknown): void {
    this.values = { ...this.values, [path]: value }
    this.emit(path)
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
    for (const path of this.listeners.keys()) this.emit(path)
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
