/** A field value as text for a comparison (recovered changes, a conflict): empty as `empty`, text as it is, anything else as JSON. */
export function displayValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty
  return typeof value === 'string' ? value : JSON.stringify(value)
}
