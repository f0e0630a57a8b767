import { catalog } from '../../../../shared/catalog'
import { apiKeyMessagesEn } from './en'

/** The server's answers about API keys (docs/behaviour.md §19), in the request's language. */
export const apiKeyMessages = catalog(
  apiKeyMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
