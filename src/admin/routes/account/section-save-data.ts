import type { FormStore } from '../../forms/form-store'

/**
 * Where the account sections' data for the next save is kept in the account form's store: a path
 * no field has, so it is a change of the form (modified, the leave warning) that a save's reset
 * drops, and that `dataToSave` (which sends fields only) never sends by itself.
 */
const SECTION_PATH_PREFIX = '@account-section:'

/** Keeps (or with `undefined` takes back) a section's data for the form's next save. */
export function keepSectionData(
  store: FormStore,
  sectionKey: string,
  data: Record<string, unknown> | undefined,
): void {
  store.setValue(SECTION_PATH_PREFIX + sectionKey, data)
}

/** What the form's save sends: its fields' data with every section's kept data merged in. */
export function withSectionData(
  store: FormStore,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...data }
  for (const [path, value] of Object.entries(store.getValues())) {
    if (path.startsWith(SECTION_PATH_PREFIX) && value && typeof value === 'object')
      Object.assign(merged, value)
  }
  return merged
}
