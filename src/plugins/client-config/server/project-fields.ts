import type { Field, PayloadRequest } from 'payload'
import type {
  ClientBlock,
  ClientField,
  FieldOption,
  Label,
  LayoutNode,
  RichTextField,
} from '../../../shared/client-config'
import { conditionName } from '../../../shared/conditions'
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
    typeof o === 'string'
      ? { value: o, label: o }
      : {
          value: String((o as { value: unknown }).value),
          label:
            resolveLabel((o as { label: unknown }).label, req) ??
            String((o as { value: unknown }).value),
        },
  )
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined
}

function booleanOrUndefined(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined
}

function projectLabels(
  labels: unknown,
  req: PayloadRequest,
): { singular?: Label; plural?: Label } | undefined {
  if (!labels || typeof labels !== 'object') return undefined
  const { singular, plural } = labels as { singular?: unknown; plural?: unknown }
  return { singular: resolveLabel(singular, req), plural: resolveLabel(plural, req) }
}

/** Array rows carry an `id` the form keeps itself; it is not a field an editor sees. */
function rowFields(fields: Field[]): Field[] {
  return fields.filter((f) => !('name' in f && f.name === 'id'))
}

function projectBlocks(blocks: unknown, req: PayloadRequest): ClientBlock[] {
  if (!Array.isArray(blocks)) return []
  return blocks.map(
    (block: {
      slug: string
      labels?: unknown
      imageURL?: unknown
      imageAltText?: unknown
      fields: Field[]
    }) => {
      const labels = projectLabels(block.labels, req)
      return {
        slug: block.slug,
        labels: { singular: labels?.singular ?? block.slug, plural: labels?.plural ?? block.slug },
        imageURL: typeof block.imageURL === 'string' ? block.imageURL : undefined,
        imageAltText: typeof block.imageAltText === 'string' ? block.imageAltText : undefined,
        ...projectFields(rowFields(block.fields), req),
      }
    },
  )
}

/**
 * The extra fields of a rich-text field's links and uploads, as its editor declared them (the
 * richtext plugin puts them in `custom.folioRichTextFields`); absent when there are none.
 */
function projectRichTextExtras(custom: unknown, req: PayloadRequest): Partial<RichTextField> {
  const extras = (custom as { folioRichTextFields?: { link?: Field[]; upload?: unknown } })
    ?.folioRichTextFields
  if (!extras) return {}
  const link = projectFields(extras.link ?? [], req).fields
  const upload = Object.entries((extras.upload ?? {}) as Record<string, Field[]>)
    .map(([slug, fields]) => [slug, projectFields(fields, req).fields] as const)
    .filter(([, fields]) => fields.length > 0)
  return {
    linkFields: link.length > 0 ? link : undefined,
    uploadFields: upload.length > 0 ? Object.fromEntries(upload) : undefined,
  }
}

/** What only some field types carry: rows, blocks, related collections, joins. */
function projectTypeSpecific(
  field: Field,
  raw: Record<string, unknown>,
  req: PayloadRequest,
): Partial<ClientField> {
  switch (field.type) {
    case 'array':
      return {
        labels: projectLabels(raw.labels, req),
        ...projectFields(rowFields(field.fields), req),
      }
    case 'blocks':
      return { labels: projectLabels(raw.labels, req), blocks: projectBlocks(field.blocks, req) }
    case 'relationship':
    case 'upload':
      return { relationTo: field.relationTo as string | string[] }
    case 'richText':
      return projectRichTextExtras(raw.custom, req)
    case 'ui': {
      const custom = (raw.admin as { custom?: { folioComponent?: unknown } } | undefined)?.custom
      return {
        component: typeof custom?.folioComponent === 'string' ? custom.folioComponent : undefined,
      }
    }
    case 'join': {
      const join = field as unknown as {
        collection: string | string[]
        on: string
        defaultLimit?: number
      }
      return {
        join: {
          collection: Array.isArray(join.collection) ? join.collection[0]! : join.collection,
          on: join.on,
          limit: join.defaultLimit ?? 10,
        },
      }
    }
    default:
      return {}
  }
}

/**
 * A plugin kit's settings of a field: `custom[<prefix>]`, the prefix being the kit's name up to its
 * first `-` or `:` (the plugin puts them there for its admin half), as JSON; undefined when none.
 */
function kitConfigOf(custom: unknown): unknown {
  const kit = (custom as { folioKit?: unknown } | undefined)?.folioKit
  if (typeof kit !== 'string') return undefined
  const prefix = kit.split(/[-:]/)[0] ?? ''
  const settings = (custom as Record<string, unknown>)[prefix]
  if (!prefix || prefix === 'folioKit' || settings === undefined) return undefined
  try {
    return JSON.parse(JSON.stringify(settings)) as unknown
  } catch {
    return undefined
  }
}

function projectDataField(field: Field, path: string, req: PayloadRequest): ClientField {
  const raw = field as unknown as Record<string, unknown> & { admin?: Record<string, unknown> }
  const admin = raw.admin ?? {}
  const date = admin.date as
    | { pickerAppearance?: ClientField['admin']['pickerAppearance']; displayFormat?: unknown }
    | undefined
  const custom = raw.custom as { folioServerValidate?: unknown; folioKit?: unknown } | undefined
  // Payload's field is read as untyped JSON here: each type's own keys come from
  // projectTypeSpecific, the options below are undefined (left out of the JSON) where a type has none.
  const projected = {
    ...projectTypeSpecific(field, raw, req),
    type: field.type as ClientField['type'],
    name: path,
    label: resolveLabel(raw.label, req),
    required: raw.required === true || undefined,
    localized: raw.localized === true || undefined,
    minLength: numberOrUndefined(raw.minLength),
    maxLength: numberOrUndefined(raw.maxLength),
    min: numberOrUndefined(raw.min),
    max: numberOrUndefined(raw.max),
    hasMany: raw.hasMany === true || undefined,
    defaultValue: ['string', 'number', 'boolean'].includes(typeof raw.defaultValue)
      ? (raw.defaultValue as string | number | boolean)
      : undefined,
    options: 'options' in raw ? projectOptions(raw.options, req) : undefined,
    minRows: numberOrUndefined(raw.minRows),
    maxRows: numberOrUndefined(raw.maxRows),
    condition: conditionName(admin.condition),
    validateOnServer: raw.unique === true || custom?.folioServerValidate === true || undefined,
    kit: typeof custom?.folioKit === 'string' ? custom.folioKit : undefined,
    kitConfig: kitConfigOf(raw.custom),
    filledBy:
      typeof (raw.custom as { folioFilledBy?: unknown } | undefined)?.folioFilledBy === 'string'
        ? (raw.custom as { folioFilledBy: string }).folioFilledBy
        : undefined,
    admin: {
      description:
        typeof admin.description === 'function' ? undefined : resolveLabel(admin.description, req),
      placeholder: resolveLabel(admin.placeholder, req),
      readOnly: admin.readOnly === true || undefined,
      hidden: admin.hidden === true || undefined,
      position: admin.position === 'sidebar' ? 'sidebar' : undefined,
      width: typeof admin.width === 'string' ? admin.width : undefined,
      rows: numberOrUndefined(admin.rows),
      step: numberOrUndefined(admin.step),
      layout:
        admin.layout === 'horizontal' || admin.layout === 'vertical' ? admin.layout : undefined,
      pickerAppearance: date?.pickerAppearance,
      displayFormat: typeof date?.displayFormat === 'string' ? date.displayFormat : undefined,
      language: typeof admin.language === 'string' ? admin.language : undefined,
      initCollapsed: admin.initCollapsed === true || undefined,
      isSortable: booleanOrUndefined(admin.isSortable),
      allowCreate: booleanOrUndefined(admin.allowCreate),
    },
  }
  return projected as ClientField
}

export interface ProjectedFields {
  fields: ClientField[]
  layout: LayoutNode[]
}

/**
 * The allow-list projection of Payload fields for the admin: only the keys named here leave the
 * server, so hooks, access functions, validators and server paths never do. Data fields come out
 * flat under their path (`seo.title`); rows, collapsibles, groups and tabs become the layout.
 */
export function projectFields(fields: Field[], req: PayloadRequest, prefix = ''): ProjectedFields {
  const out: ProjectedFields = { fields: [], layout: [] }
  const add = (inner: ProjectedFields) => {
    out.fields.push(...inner.fields)
    return inner.layout
  }
  for (const field of fields) {
    const raw = field as unknown as Record<string, unknown> & { admin?: Record<string, unknown> }
    // `hidden` fields never leave the server; `admin.disabled` ones (auth sessions) are not for the admin.
    if (('hidden' in field && field.hidden) || raw.admin?.disabled === true) continue
    if (field.type === 'row') {
      const children = add(projectFields(field.fields, req, prefix))
      if (children.length) out.layout.push({ kind: 'row', children })
    } else if (field.type === 'collapsible') {
      const children = add(projectFields(field.fields, req, prefix))
      if (children.length)
        out.layout.push({
          kind: 'collapsible',
          label: resolveLabel(raw.label, req),
          isInitiallyCollapsed: raw.admin?.initCollapsed === true || undefined,
          children,
        })
    } else if (field.type === 'group' && 'name' in field && field.name) {
      const path = prefix + field.name
      const children = add(projectFields(field.fields, req, `${path}.`))
      if (children.length)
        out.layout.push({
          kind: 'group',
          path,
          label: resolveLabel(raw.label, req),
          description: resolveLabel(raw.admin?.description, req),
          children,
        })
    } else if (field.type === 'tabs') {
      const tabs = field.tabs
        .map((tab) => {
          const path = 'name' in tab && tab.name ? prefix + tab.name : undefined
          const children = add(projectFields(tab.fields, req, path ? `${path}.` : prefix))
          const label = resolveLabel(tab.label, req) ?? ('name' in tab && tab.name ? tab.name : '')
          return {
            label,
            path,
            description:
              typeof tab.description === 'function'
                ? undefined
                : resolveLabel(tab.description, req),
            children,
          }
        })
        .filter((tab) => tab.children.length > 0)
      if (tabs.length) out.layout.push({ kind: 'tabs', tabs })
    } else if ('name' in field && isKnownFieldType(field.type) && !field.name.startsWith('_')) {
      const path = prefix + field.name
      out.fields.push(projectDataField(field, path, req))
      out.layout.push({ kind: 'field', path })
    }
  }
  return out
}
