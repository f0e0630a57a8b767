import type { Field } from 'payload'

type BlockConfig = { slug: string; fields: Field[] }

type Data = Record<string, unknown>

/** One data field of a document, where the form has it: `links.0.label`, and the same without row indexes. */
export interface FieldAt {
  field: Field & { name: string }
  path: string
  /** The path without row indexes (`links.label`): how a query names the field. */
  queryPath: string
  value: unknown
  siblingData: Data
}

const asData = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {}
const asRows = (value: unknown): Data[] => (Array.isArray(value) ? value.map(asData) : [])

interface Walk {
  data: Data
  path: string
  queryPath: string
  /** Block slugs used by reference, resolved from the config. */
  blocksBySlug: Map<string, BlockConfig>
}

/**
 * Every data field of a (sanitized) config with its value in `data`, depth first, in the paths the
 * admin's form uses: groups and named tabs add `name.`, array and block rows add `name.index.`.
 */
export function* fieldsWithData(fields: Field[], walk: Walk): Generator<FieldAt> {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      yield* fieldsWithData(field.fields, walk)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        yield* 'name' in tab && tab.name
          ? fieldsWithData(tab.fields, nestedWalk(walk, tab.name, asData(walk.data[tab.name])))
          : fieldsWithData(tab.fields, walk)
      }
    } else if (field.type === 'group') {
      yield* 'name' in field && field.name
        ? fieldsWithData(field.fields, nestedWalk(walk, field.name, asData(walk.data[field.name])))
        : fieldsWithData(field.fields, walk)
    } else if ('name' in field && field.name && field.type !== 'ui') {
      const at: FieldAt = {
        field,
        path: walk.path + field.name,
        queryPath: walk.queryPath + field.name,
        value: walk.data[field.name],
        siblingData: walk.data,
      }
      yield at
      if (field.type === 'array') {
        for (const [index, row] of asRows(at.value).entries())
          yield* fieldsWithData(field.fields, rowWalk(walk, at, index, row))
      } else if (field.type === 'blocks') {
        for (const [index, row] of asRows(at.value).entries()) {
          const block =
            field.blocks.find((b) => b.slug === row.blockType) ??
            walk.blocksBySlug.get(String(row.blockType))
          if (block) yield* fieldsWithData(block.fields, rowWalk(walk, at, index, row))
        }
      }
    }
  }
}

function nestedWalk(walk: Walk, name: string, data: Data): Walk {
  return { ...walk, data, path: `${walk.path}${name}.`, queryPath: `${walk.queryPath}${name}.` }
}

function rowWalk(walk: Walk, at: FieldAt, index: number, row: Data): Walk {
  return { ...walk, data: row, path: `${at.path}.${index}.`, queryPath: `${at.queryPath}.` }
}
