import type { PayloadRequest } from 'payload'

/** `POST {api}/folio/form-state`: the rules only the server can check, for a form being edited. */
export const FORM_STATE_PATH = '/folio/form-state'

export interface FormStateRequest {
  /** One of the two: the collection of the document, or the global. */
  collection?: string
  global?: string
  /** The document being edited; absent while it is created. */
  id?: string | number
  operation: 'create' | 'update'
  /** The content locale being edited. */
  locale?: string
  /** The whole document as a save would send it (nested). */
  data: Record<string, unknown>
  /** Only these field paths (`slug`, `links.0.label`); without it, every field flagged for the server. */
  paths?: string[]
  /** A credential that stands in for a session, for a form opened from a link (an invitation token). */
  grant?: string
}

/** The collection's `custom.folioFormStateGrant`: whether a request's `grant` lets it ask about the document. */
export const FORM_STATE_GRANT_KEY = 'folioFormStateGrant'
export type FormStateGrant = (req: PayloadRequest, body: FormStateRequest) => Promise<boolean>

export interface FormStateError {
  /** The field's path in the form (`name.index.sub`). */
  path: string
  message: string
}

export interface FormStateResponse {
  errors: FormStateError[]
}
