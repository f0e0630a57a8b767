import type { SanitizedConfig } from 'payload'
import { routeParams } from '../shared/admin-screens'
import { adminRoutes } from '../shared/routes'

/** The rows of arrays and blocks: a lazy module of the admin, named as a kit (forms/rows/RowsField.tsx). */
export const ROWS_KIT = 'folio:rows'

type RawField = {
  type?: string
  custom?: { folioKit?: unknown }
  admin?: { custom?: { folioComponent?: unknown } }
  fields?: RawField[]
  tabs?: { fields?: RawField[] }[]
  blocks?: { fields?: RawField[] }[]
}

/**
 * The plugin field kits (`custom.folioKit`) and UI field components (`admin.custom.folioComponent`)
 * of fields, nested ones included, and the rows' code for arrays and blocks.
 */
function kitsOf(fields: readonly RawField[] | undefined, into = new Set<string>()): Set<string> {
  for (const field of fields ?? []) {
    if (typeof field.custom?.folioKit === 'string') into.add(field.custom.folioKit)
    const component = field.admin?.custom?.folioComponent
    if (field.type === 'ui' && typeof component === 'string') into.add(component)
    if (field.type === 'array' || field.type === 'blocks') into.add(ROWS_KIT)
    kitsOf(field.fields, into)
    for (const tab of field.tabs ?? []) kitsOf(tab.fields, into)
    for (const block of field.blocks ?? []) kitsOf(block.fields, into)
  }
  return into
}

/**
 * The plugin field kits and UI field components the editor at an admin path (relative to the admin route) shows: its
 * page names their code, so it downloads with the page. None for any other path.
 */
export function fieldKitsOfPage(config: SanitizedConfig): (path: string) => string[] {
  const kits = new Map<string, string[]>()
  for (const c of config.collections)
    kits.set(`collection:${c.slug}`, [...kitsOf(c.fields as RawField[])])
  for (const g of config.globals) kits.set(`global:${g.slug}`, [...kitsOf(g.fields as RawField[])])
  return (path) => {
    const doc = routeParams(adminRoutes.document, path)
    if (doc) return kits.get(`collection:${doc.slug}`) ?? []
    const global = routeParams(adminRoutes.global, path)
    if (global) return kits.get(`global:${global.slug}`) ?? []
    return []
  }
}
