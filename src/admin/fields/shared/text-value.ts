/** Inputs edit strings; an emptied text field is stored as null, like Payload's own admin does. */
export function toInputString(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

export function fromInputString(value: string): string | null {
  return value === '' ? null : value
}
