/** Field types the admin can render. Every entry must have a kit in the admin's field registry. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'checkbox',
  'select',
  'radio',
  'date',
  'email',
  'point',
  'json',
  'code',
  'array',
  'blocks',
  'relationship',
  'upload',
  'join',
  'richText',
  'ui',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export function isKnownFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type)
}
