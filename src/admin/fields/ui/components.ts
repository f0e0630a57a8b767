import { preloadable, type Preloadable } from '../../lib/preloadable'
import type { UiFieldProps } from '../../host/types'

export type UiComponentProps = UiFieldProps

/**
 * The admin's own components UI fields can name with `admin: { custom: { folioComponent: '<name>' } }`;
 * plugins add theirs through their manifest (`uiFields`). Components load lazily, so they cost
 * nothing until shown.
 */
export const uiComponents: Record<string, Preloadable<UiComponentProps, unknown>> = {
  summaryLength: preloadable(
    () => import('./SummaryLength'),
    (m) => m.default,
  ),
}
