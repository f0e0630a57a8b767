import type { Field } from 'payload'
import type { RichTextExtraFields } from './editor-options'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields that hold a value of their own, through rows, collapsibles and unnamed tabs. */
export function dataFields(fields: Field[]): (Field & { name: string })[] {
  const out: (Field & { name: string })[] = []
  const visit = (list: Field[]) => {
    for (const field of list) {
      if ('name' in field && field.name) out.push(field)
      else if (field.type === 'row' || field.type === 'collapsible') visit(field.fields)
      else if (field.type === 'tabs')
        for (const tab of field.tabs)
          if ('name' in tab && tab.name)
            out.push({ ...tab, type: 'group' } as Field & { name: string })
          else visit(tab.fields)
    }
  }
  visit(fields)
  return out
}

const dataNames = (fields: Field[]) => new Set(dataFields(fields).map((field) => field.name))

function keepOnly(fields: Record<string, unknown>, names: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => names.has(key)))
}

/**
 * The value with each link's and upload's extra `fields` cut to the fields its editor declares
 * (none declared: none kept). Nothing a client invents is stored beside the text.
 */
export function withDeclaredExtraFields<T>(value: T, extra: RichTextExtraFields | undefined): T {
  if (!Array.isArray(value)) return value
  const linkNames = dataNames(extra?.link ?? [])
  const uploadNames = new Map(
    Object.entries(extra?.upload ?? {}).map(([slug, fields]) => [slug, dataNames(fields)]),
  )
  const stack: unknown[] = [...value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!isObject(node)) continue
    if (isObject(node.fields)) {
      const names =
        node.type === 'link'
          ? linkNames
          : node.type === 'upload' && typeof node.relationTo === 'string'
            ? uploadNames.get(node.relationTo)
            : undefined
      const kept = keepOnly(node.fields, names ?? new Set())
      if (Object.keys(kept).length > 0) node.fields = kept
      else delete node.fields
    }
    if (Array.isArray(node.children)) stack.push(...(node.children as unknown[]))
  }
  return value
}
