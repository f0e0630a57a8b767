import type { ComponentType } from 'react'
import type { ClientCollection, ClientField } from '../../shared/client-config'
import type { ValidationResult } from '../../shared/validation'

/** A pure input: no form store, so filters, cells and drawers can reuse it. */
export interface InputProps<F extends ClientField = ClientField> {
  id: string
  field: F
  value: unknown
  onChange: (value: unknown) => void
  onBlur: () => void
  isReadOnly: boolean
  isInvalid: boolean
  /** ids of the description and error texts */
  describedBy: string
  /** The field's label, for inputs that render their own (checkbox) or a group legend (radio). */
  label: string
  /**
   * The id of the form's `<label>` of this field, when it renders one: an input that is not a
   * labelable element (a contenteditable text) takes its name from it with aria-labelledby.
   */
  labelId?: string
  /** Shown when empty: the field's own placeholder, or a localized field's fallback-locale value. */
  placeholder?: string
}

export interface CellProps<F extends ClientField = ClientField> {
  field: F
  value: unknown
  /** In a collection list: the collection and the row's document as the list read it (absent in a version's diff). */
  row?: { collection: ClientCollection; doc: Record<string, unknown> }
}

/** Two versions of a field's value (the versions view). */
export interface DiffProps<F extends ClientField = ClientField> {
  field: F
  before: unknown
  after: unknown
}

/** What the admin knows about one field type; `F` is that type's field, so a kit reads only its own options. */
export interface FieldKit<F extends ClientField = ClientField> {
  Input: ComponentType<InputProps<F>>
  Cell: ComponentType<CellProps<F>>
  /** How the versions view shows a change of the field (arrays and blocks: their row counts; the rows are compared one by one). */
  Diff: ComponentType<DiffProps<F>>
  validate: (value: unknown, field: F, label: string) => ValidationResult
  /** The value of a new document when the config gives none. */
  emptyValue: unknown
  /** How the field labels itself: a <label for>, its own label (checkbox), or a fieldset legend (radio). */
  labelling: 'label' | 'self' | 'fieldset'
  /** The form value of what the REST API returned (a populated relation becomes its id); identity when absent. */
  fromDoc?: (value: unknown, field: F) => unknown
  /** Array and blocks: the form renders the rows itself; `Input` only summarises them. */
  hasRows?: true
  /** Join: shown, never part of the form's values, never saved or validated. */
  hasNoValue?: true
}
