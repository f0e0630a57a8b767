import type { ClientField } from '../../../shared/client-config'
import { api } from '../../data/http'
import type { FormStore } from '../form-store'
import { dataToSave } from '../initial-values'
import type { DocumentTarget } from '../../lib/document-context'
import { sameJSON } from '../../../shared/same-json'
import {
  FORM_STATE_PATH,
  type FormStateRequest,
  type FormStateResponse,
} from '../../../shared/form-state'

export interface ServerValidationOptions {
  store: FormStore
  /** The current fields (they may be re-created on render). */
  getFields: () => ClientField[]
  target: DocumentTarget
  locale?: string
  isChecked: (path: string) => boolean
  delayMs: number
  /** A credential in place of a session (an invitation token). */
  grant?: string
  /** The sub-form of a field the values are (`FormStateRequest.schemaPath`). */
  schemaPath?: string
}

/**
 * Watches a form's server-checked fields: when their values change it waits until typing pauses,
 * sends one form-state request for the changed paths (a newer one cancels an older one), and puts
 * the messages on their fields. A message stays while its value does, even when a browser rule
 * re-runs on blur, and goes when the server no longer reports it.
 */
export class ServerValidation {
  private seen = new Map<string, unknown>()
  private pending = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private controller: AbortController | undefined
  private serverErrors = new Map<string, { value: unknown; message: string }>()
  private watched = new Map<string, () => void>()

  constructor(private readonly options: ServerValidationOptions) {}

  start(): () => void {
    for (const [path, value] of Object.entries(this.options.store.getValues()))
      if (this.options.isChecked(path)) this.seen.set(path, value)
    const unsubscribe = this.options.store.subscribeAny(() => this.onChange())
    return () => {
      unsubscribe()
      clearTimeout(this.timer)
      this.controller?.abort()
      this.watched.forEach((off) => off())
    }
  }

  private onChange(): void {
    for (const [path, value] of Object.entries(this.options.store.getValues())) {
      if (
        !this.options.isChecked(path) ||
        (this.seen.has(path) && sameJSON(this.seen.get(path), value))
      )
        continue
      this.seen.set(path, value)
      this.pending.add(path)
    }
    if (this.pending.size === 0) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.check(), this.options.delayMs)
  }

  private async check(): Promise<void> {
    const { store, target, locale } = this.options
    const paths = [...this.pending]
    this.pending.clear()
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    const values = store.getValues()
    const body: FormStateRequest = {
      ...(target.kind === 'global'
        ? { global: target.slug }
        : { collection: target.slug, id: target.id }),
      operation: target.kind === 'collection' && !target.id ? 'create' : 'update',
      locale,
      data: dataToSave(this.options.getFields(), values),
      paths,
      ...(this.options.grant ? { grant: this.options.grant } : {}),
      ...(this.options.schemaPath ? { schemaPath: this.options.schemaPath } : {}),
    }
    let response: FormStateResponse
    try {
      response = await api<FormStateResponse>(FORM_STATE_PATH, {
        method: 'POST',
        body,
        signal: controller.signal,
      })
    } catch {
      return // aborted by a newer check, offline, or refused: the save still checks everything
    }
    if (controller.signal.aborted) return
    const messages = new Map(response.errors.map((e) => [e.path, e.message]))
    for (const path of paths) {
      // Changed while the request ran: the newer check decides.
      if (!sameJSON(store.getValue(path), values[path])) continue
      this.apply(path, values[path], messages.get(path))
    }
  }

  private apply(path: string, value: unknown, message: string | undefined): void {
    const { store } = this.options
    const previous = this.serverErrors.get(path)
    const current = store.getError(path)
    const isOurs =
      current !== undefined && 'message' in current && current.message === previous?.message
    if (message === undefined) {
      this.serverErrors.delete(path)
      if (isOurs) store.setError(path, undefined)
      return
    }
    this.serverErrors.set(path, { value, message })
    this.watch(path)
    if (current === undefined || isOurs) store.setError(path, { message })
  }

  /** Puts a server message back when a browser rule clears the field's error but the value is unchanged. */
  private watch(path: string): void {
    if (this.watched.has(path)) return
    const { store } = this.options
    this.watched.set(
      path,
      store.subscribe(path, () => {
        const known = this.serverErrors.get(path)
        if (
          known &&
          store.getError(path) === undefined &&
          sameJSON(store.getValue(path), known.value)
        )
          store.setError(path, { message: known.message })
      }),
    )
  }
}
