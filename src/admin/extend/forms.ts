// The extension API's form kit: the one form store, the field renderer, validation, the new-password
// field, the document a field or UI field is shown in (`useDocumentContext`), the form around a
// field kit (`useFormContext`) and the field type's own input, for a kit that adds to it.
export { FormStore } from '../forms/form-store'
export { RenderFields } from '../forms/RenderFields'
export { dataToSave, valuesFromDoc } from '../forms/initial-values'
export { serverFieldErrors, validateForm } from '../forms/validate-form'
export { useServerValidation } from '../forms/server-validation/use-server-validation'
export { NewPasswordField } from '../forms/new-password/NewPasswordField'
export { useField } from '../forms/use-field'
export { useDocumentContext, type DocumentTarget } from '../lib/document-context'
export { useFormContext, type FormContextValue } from '../forms/form-context'
export { FieldTypeInput } from '../fields/FieldTypeInput'
export { kitOf } from '../fields/registry'
export type { InputProps, CellProps, DiffProps } from '../fields/types'
export type {
  ClientBlock,
  ClientField,
  FieldOf,
  LayoutNode,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  UploadField,
} from '../../shared/client-config'
