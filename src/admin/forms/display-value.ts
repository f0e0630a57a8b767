import type { ClientField } from '../../shared/client-config'
import { plainText } from '../../shared/rich-text'

/**
 * A field value as text for a comparison (recovered changes, a conflict): empty as `empty`, text
 * as it is, rich text as its words, anything else as JSON.
 */
export function displayValue(value: unknown, empty: string, field?: ClientField): string {
  if (value === null || value === undefined || value === '') return empty
  if (field?.type === 'richText') return plainText(value) || empty
  return typeof value === 'string' ? value : JSON.stringify(value)
}
