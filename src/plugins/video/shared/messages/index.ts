import { catalog } from '../../../../shared/catalog'
import { videoMessagesEn } from './en'

/** The server's answers about videos (docs/behaviour.md §20), in the request's language. */
export const videoMessages = catalog(
  videoMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
