import type { ValidationResult } from '../../shared/validation'
import { sameJSON } from '../../shared/same-json'

/** A field's error: a failed rule (translated when shown) or a message the server sent. */
export type FieldErrorState = Exclude<ValidationResult, true> | { message: string }

type Listener = () => void

/** What the store keeps at an array's or blocks field's own path: one entry per row, in order. */
export interface RowMeta {
  id: string
  /** Blocks only: which block the row is. */
  blockType?: string
}

/** The values of one row, by path relative to the row (`title`, `images.0.caption`). */
export type RowValues = Record<string, unknown>

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
  /** Told about every change, for what depends on the whole document (conditions). */
  private anyListeners = new Set<Listener>()
  private errorListeners = new Set<Listener>()
  private version = 0
  private memo = new Map<string, { version: number; value: unknown }>()

  constructor(initial: Record<string, unknown>) {
    this.values = { ...initial }
    this.initial = { ...initial }
  }

  getValue = (path: string): unknown => this.values[path]
  getValues = (): Record<string, unknown> => ({ ...this.values })
  /** The values as loaded (or last saved): what the changes are measured against. */
  getInitialValues = (): Record<string, unknown> => ({ ...this.initial })
  getError = (path: string): FieldErrorState | undefined => this.errors.get(path)
  isTouched = (path: string): boolean => this.touched.has(path)
  hasErrors = (): boolean => this.errors.size > 0
  firstErrorPath = (): string | undefined => this.errors.keys().next().value

  isDirty = (): boolean => this.changed.size > 0

  /** The fields that differ from the baseline: what is typed, and the value it replaces. */
  changes = (): Array<{ path: string; value: unknown; saved: unknown }> =>
    [...this.changed].map((path) => ({ path, value: this.values[path], saved: this.initial[path] }))

  setValue(path: string, value: unknown): void {
    const wasDirty = this.isDirty()
    this.values = { ...this.values, [path]: value }
    this.updateChanged(path)
    this.emit(path)
    this.changedAny(wasDirty)
  }

  getRows = (path: string): RowMeta[] =>
    Array.isArray(this.values[path]) ? (this.values[path] as RowMeta[]) : []

  /** The values of every row of an array or blocks field, by path relative to the row. */
  getRowValues(path: string): RowValues[] {
    const rows: RowValues[] = this.getRows(path).map(() => ({}))
    const prefix = `${path}.`
    for (const [key, value] of Object.entries(this.values)) {
      if (!key.startsWith(prefix)) continue
      const rest = key.slice(prefix.length)
      const dot = rest.indexOf('.')
      const row = rows[Number(rest.slice(0, dot))]
      if (dot > 0 && row) row[rest.slice(dot + 1)] = value
    }
    return rows
  }

  /** Inserts rows at `index` with their values (relative paths). */
  insertRows(path: string, index: number, rows: { meta: RowMeta; values: RowValues }[]): void {
    this.rewriteRows(path, (current) => [
      ...current.slice(0, index),
      ...rows,
      ...current.slice(index),
    ])
  }

  removeRow(path: string, index: number): void {
    this.rewriteRows(path, (current) => current.filter((_, i) => i !== index))
  }

  moveRow(path: string, from: number, to: number): void {
    if (from === to) return
    this.rewriteRows(path, (current) => {
      const next = [...current]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved!)
      return next
    })
  }

  /**
   * Every row operation: reads the rows with their values, errors and touched state, lets `change`
   * reorder them, and writes them back under their new indexes, so errors move with their rows.
   */
  private rewriteRows(
    path: string,
    change: (
      rows: {
        meta: RowMeta
        values: RowValues
        errors?: Record<string, FieldErrorState>
        touched?: Set<string>
      }[],
    ) => {
      meta: RowMeta
      values: RowValues
      errors?: Record<string, FieldErrorState>
      touched?: Set<string>
    }[],
  ): void {
    const wasDirty = this.isDirty()
    const prefix = `${path}.`
    const values = this.getRowValues(path)
    const current = this.getRows(path).map((meta, i) => ({
      meta,
      values: values[i]!,
      errors: {} as Record<string, FieldErrorState>,
      touched: new Set<string>(),
    }))
    const split = (key: string) => {
      const rest = key.slice(prefix.length)
      const dot = rest.indexOf('.')
      return { index: Number(rest.slice(0, dot)), rel: rest.slice(dot + 1) }
    }
    for (const [key, error] of this.errors) {
      if (!key.startsWith(prefix)) continue
      const { index, rel } = split(key)
      const row = current[index]
      if (row) row.errors[rel] = error
      this.errors.delete(key)
    }
    for (const key of [...this.touched]) {
      if (!key.startsWith(prefix)) continue
      const { index, rel } = split(key)
      current[index]?.touched.add(rel)
      this.touched.delete(key)
    }
    const next = change(current)
    const affected = new Set<string>([path])
    const kept: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(this.values)) {
      if (key.startsWith(prefix)) affected.add(key)
      else kept[key] = value
    }
    kept[path] = next.map((row) => row.meta)
    next.forEach((row, index) => {
      for (const [rel, value] of Object.entries(row.values)) {
        const key = `${prefix}${index}.${rel}`
        kept[key] = value
        affected.add(key)
      }
      for (const [rel, error] of Object.entries(row.errors ?? {}))
        this.errors.set(`${prefix}${index}.${rel}`, error)
      for (const rel of row.touched ?? []) this.touched.add(`${prefix}${index}.${rel}`)
    })
    for (const key of Object.keys(this.initial)) if (key.startsWith(prefix)) affected.add(key)
    this.values = kept
    // A row count or order rule on the field itself is checked again by whoever shows it.
    for (const key of affected) this.updateChanged(key)
    for (const key of affected) this.emit(key)
    this.errorListeners.forEach((l) => l())
    this.changedAny(wasDirty)
  }

  touch(path: string): void {
    if (this.touched.has(path)) return
    this.touched.add(path)
    this.emit(path)
  }

  setError(path: string, error: FieldErrorState | undefined): void {
    const previous = this.errors.get(path)
    if (
      error === undefined
        ? previous === undefined
        : JSON.stringify(error) === JSON.stringify(previous)
    )
      return
    if (error === undefined) this.errors.delete(path)
    else this.errors.set(path, error)
    this.emit(path)
    this.errorListeners.forEach((l) => l())
  }

  /** Bumped when a failed save wants every error seen: collapsed rows with errors open. */
  revealCount = 0

  revealErrors(): void {
    this.revealCount++
    this.errorListeners.forEach((l) => l())
  }

  /** Whether any field under `prefix` (a row: `links.3.`) has an error. */
  hasErrorsUnder = (prefix: string): boolean => {
    for (const key of this.errors.keys()) if (key.startsWith(prefix)) return true
    return false
  }

  subscribeErrors = (listener: Listener): (() => void) => {
    this.errorListeners.add(listener)
    return () => this.errorListeners.delete(listener)
  }

  /** After a successful save: the saved values become the new baseline. */
  reset(values: Record<string, unknown>): void {
    this.values = { ...values }
    this.initial = { ...values }
    this.errors.clear()
    this.errorListeners.forEach((l) => l())
    this.touched.clear()
    const wasDirty = this.isDirty()
    this.changed.clear()
    for (const path of this.listeners.keys()) this.emit(path)
    this.version++
    this.anyListeners.forEach((l) => l())
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

  /** Told about every value change; pair with `derive` to compute something once per change. */
  subscribeAny = (listener: Listener): (() => void) => {
    this.anyListeners.add(listener)
    return () => this.anyListeners.delete(listener)
  }

  /** A value computed from the whole form, cached until the next change. */
  derive<T>(key: string, compute: (values: Record<string, unknown>) => T): T {
    const cached = this.memo.get(key)
    if (cached && cached.version === this.version) return cached.value as T
    const value = compute(this.values)
    this.memo.set(key, { version: this.version, value })
    return value
  }

  subscribe = (path: string, listener: Listener): (() => void) => {
    const set = this.listeners.get(path) ?? new Set()
    set.add(listener)
    this.listeners.set(path, set)
    return () => set.delete(listener)
  }

  private updateChanged(path: string): void {
    if (sameValue(this.values[path], this.initial[path])) this.changed.delete(path)
    else this.changed.add(path)
  }

  private changedAny(wasDirty: boolean): void {
    this.version++
    this.anyListeners.forEach((l) => l())
    if (wasDirty !== this.isDirty()) this.dirtyListeners.forEach((l) => l())
  }

  private emit(path: string): void {
    this.listeners.get(path)?.forEach((l) => l())
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === ''))
    return true
  return sameJSON(a, b)
}
