/** The plugin's name: the namespace of its strings and its folder. */
export const PALETTE_SLUG = 'command-palette'

/** `GET {api}/folio/palette/search?q=…`: document titles across the collections the user may read. */
export const PALETTE_SEARCH_PATH = '/folio/palette/search'

/** A longer query is refused (400): no title search needs more. */
export const PALETTE_MAX_QUERY_LENGTH = 100

/** Documents per collection in one answer. */
export const PALETTE_PER_COLLECTION = 5

/** One document the search found: its collection, id, title as stored, and when it last changed. */
export interface PaletteDocument {
  collection: string
  id: string | number
  title: string
  updatedAt?: string
  /** For collections with drafts. */
  _status?: 'draft' | 'published'
}

export interface PaletteSearchAnswer {
  docs: PaletteDocument[]
}

export { fuzzyMatch, type FuzzyMatch } from './fuzzy'
export {
  rankCommands,
  withRecent,
  RECENT_GROUP,
  type Ranked,
  type RankableCommand,
  type RankedGroup,
} from './rank'
