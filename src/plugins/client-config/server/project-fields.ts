import type { Field, PayloadRequest } from 'payload'
import type { ClientField, FieldOption, Label } from '../../../shared/client-config'
import { isKnownFieldType } from '../../../shared/field-types'

type LabelSource = unknown

/** Static labels pass through; function labels are resolved in the request's language. */
export function resolveLabel(label: LabelSource, req: PayloadRequest): Label | undefined {
  if (typeof label === 'string') return label
  if (typeof label === 'function') {
    const resolved: unknown = label({ i18n: req.i18n, t: req.i18n.t })
    return typeof resolved === 'string' ? resolved : undefined
  }
  if (label && typeof label === 'object') return label as Record<string, string>
  return undefined
}

function projectOptions(options: unknown, req: PayloadRequest): FieldOption[] {
  if (!Array.isArray(options)) return []
  return options.map((o: unknown) =>
    typeof o === 'string' ? { value: o, label: o } : { value: String((o as { value: unknown }).value), label: resolveLabel((o as { label: unknown }).label, req) ?? String((o as { value: unknown }).value) },
  )
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined
}

/**
 * The allow-list projection of Payload fields for the admin: only the keys named here leave the
 * server, so hooks, access functions, validators and server paths never do.
 */
export function projectFields(fields: Field[], req: PayloadRequest): ClientField[] {
  const out: ClientField[] = []
  for (const field of fields) {
    if (!('name' in field) || !isKnownFieldType(field.type)) continue
    if ('hidden' in field && field.hidden) continue
    if (field.name.startsWith('_')) continue
    const raw = field as unknown as Record<string, unknown> & { admin?: Record<string, unknown> }
    const admin = raw.admin ?? {}
    const date = admin.date as { pickerAppearance?: ClientField['admin']['pickerAppearance'] } | undefined
    out.push({
      type: field.type,
      name: field.name,
      label: resolveLabel(raw.label, req),
      required: raw.required === true || undefined,
      localized: raw.localized === true || undefined,
      minLength: numberOrUndefined(raw.minLength),
      maxLength: numberOrUndefined(raw.maxLength),
      min: numberOrUndefined(raw.min),
      max: numberOrUndefined(raw.max),
      hasMany: raw.hasMany === true || undefined,
      defaultValue: ['string', 'number', 'boolean'].includes(typeof raw.defaultValue) ? (raw.defaultValue as string | number | boolean) : undefined,
      options: 'options' in raw ? projectOptions(raw.options, req) : undefined,
      admin: {
        description: typeof admin.description === 'function' ? undefined : resolveLabel(admin.description, req),
        placeholder: resolveLabel(admin.placeholder, req),
        readOnly: admin.readOnly === true || undefined,
        hidden: admin.hidden === true || undefined,
        position: admin.position === 'sidebar' ? 'sidebar' : undefined,
        width: typeof admin.width === 'string' ? admin.width : undefined,
        rows: numberOrUndefined(admin.rows),
        step: numberOrUndefined(admin.step),
        layout: admin.layout === 'horizontal' || admin.layout === 'vertical' ? admin.layout : undefined,
        pickerAppearance: date?.pickerAppearance,
        language: typeof admin.language === 'string' ? admin.language : undefined,
      },
    })
  }
  return out
}
