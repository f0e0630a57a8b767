import type { Config, Field, Plugin } from 'payload'
import { folioPlugin } from './folio-plugin'

/** The page size Payload gives a join field without `defaultLimit` (its database adapters' `?? 10`). */
const PAYLOAD_JOIN_LIMIT = 10

function capJoinFields(fields: Field[], maxLimit: number): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'join') {
      const limit = field.defaultLimit ?? PAYLOAD_JOIN_LIMIT
      return limit >= 1 && limit <= maxLimit ? field : { ...field, defaultLimit: maxLimit }
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: capJoinFields(tab.fields, maxLimit) })),
      }
    if ('fields' in field) return { ...field, fields: capJoinFields(field.fields, maxLimit) }
    return field
  })
}

/**
 * Every join field pages at most `maxLimit` documents (FOLIO_MAX_LIMIT) when nothing asks for a
 * page size: its `defaultLimit` (Payload's 10 when unset, all documents when 0) is lowered to it.
 * That default serves a join left without `limit` in a request, and every join inside a document
 * populated by `depth`, where no request can set one. Last in the plugin list, to see every field.
 */
export const joinLimitsPlugin = (maxLimit: number): Plugin =>
  folioPlugin({ name: 'join-limits', stage: 'everyField' }, (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      fields: capJoinFields(collection.fields, maxLimit),
    })),
  }))
