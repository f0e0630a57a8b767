import { createContext, use } from 'react'
import type { ClientField } from '../../shared/client-config'
import type { FormStore } from './form-store'

/** The edit form a field is shown in: its one store and every data field it edits, flat by path. */
export interface FormContextValue {
  store: FormStore
  fields: ClientField[]
  /** The form may be saved (the user's access, an editable lock). */
  canSave: boolean
  /** The form may be published (drafts), as its Publish button says. */
  canPublish: boolean
}

export const FormContext = createContext<FormContextValue | null>(null)

/** The form around a field kit (a kit that reads other fields or the whole document); undefined outside an editor. */
export function useFormContext(): FormContextValue | undefined {
  return use(FormContext) ?? undefined
}
