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
  /**
   * A sub-form of one field (a rich-text link's or upload's own fields): the field's path by names,
   * without row numbers, then the part (`content.link`, `content.upload.media`); `data` and `paths`
   * are then the sub-form's.
   */
  schemaPath?: string
}

/**
 * A field's `custom.folioSubForms`: the sub-forms it edits in drawers, each with the check of its
 * values that only the server can make (server-side only, never in the client config).
 */
export const SUB_FORMS_KEY = 'folioSubForms'
export type SubFormCheck = (
  req: PayloadRequest,
  data: Record<string, unknown>,
) => Promise<FormStateError[]>

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
