import type { ClientCollection } from './client-config'
import { parsePage } from './pagination'

export interface ListSearch {
  page: number
  limit: number
  sort?: string
  search: string
}

/**
 * The list's ready-made filter a plugin contributes, as `<plugin>:<key>` (`versions:myNewDrafts`):
 * its `where` depends on who is signed in, so the server leaves such a list for the admin to read.
 */
export const LIST_PRESET_PARAM = 'preset'

/** The list's state lives in the URL so a link reproduces the view. */
export function parseListSearch(params: URLSearchParams, collection: ClientCollection): ListSearch {
  const rawLimit = Number(params.get('limit'))
  const limit = collection.admin.pageSizes.includes(rawLimit)
    ? rawLimit
    : collection.admin.defaultLimit
  const sort = params.get('sort') ?? undefined
  return {
    page: parsePage(params.get('page')),
    limit,
    sort: sort && /^-?[\w.]+$/.test(sort) ? sort : undefined,
    search: params.get('search') ?? '',
  }
}

/** `where[or][i][field][like]=search` over the searchable fields. */
export function searchWhere(collection: ClientCollection, search: string) {
  const term = search.trim()
  if (!term) return undefined
  return { or: collection.admin.listSearchableFields.map((name) => ({ [name]: { like: term } })) }
}
