import type { ClientField } from '../../shared/client-config'
import { valuesFromDoc } from './initial-values'

/** How long after its first autosave a new document counts as a try that leaving may discard. */
export const NEW_DRAFT_MS = 60_000

/** Whether the form holds nothing but its title: every other field as a new document starts. */
export function holdsOnlyTitle(
  fields: ClientField[],
  values: Record<string, unknown>,
  titlePath: string,
): boolean {
  const fresh = valuesFromDoc(fields, undefined)
  return Object.entries(fresh).every(
    ([path, value]) => path === titlePath || sameOrBothEmpty(values[path], value),
  )
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0)

const sameOrBothEmpty = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b)
