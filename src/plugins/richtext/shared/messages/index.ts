import { catalog } from '../../../../shared/catalog'
import { richTextMessagesEn } from './en'

/**
 * Why a rich-text value is refused, answered by the server in the request's language. `{{at}}`
 * is a position written with `location` ('block 3 › 1 › 2': the third top-level block, its first
 * child, that one's second).
 */
export const richTextMessages = catalog(
  richTextMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

export type RichTextProblemKey = Exclude<keyof typeof richTextMessagesEn, 'location'>
