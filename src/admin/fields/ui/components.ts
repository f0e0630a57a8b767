import { lazy, type ComponentType } from 'react'
import type { ClientField } from '../../../shared/client-config'
import type { FormStore } from '../../forms/form-store'

/** What a UI field's component gets: its field, its path, and the form (read values live with `useField(store, path)`). */
export interface UiComponentProps {
  field: ClientField
  path: string
  store: FormStore
}

/**
 * The admin components UI fields can name with `admin: { custom: { folioComponent: '<name>' } }`. A UI field
 * whose name is not here renders nothing. Components load lazily, so they cost nothing until shown.
 */
export const uiComponents: Record<string, ComponentType<UiComponentProps>> = {
  summaryLength: lazy(() => import('./SummaryLength')),
}
