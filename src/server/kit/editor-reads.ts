import type { EditorReads } from '../../shared/api-reads'
import { withCustomEntry, type WithCustom } from './custom-entry'

/** Where a plugin leaves its editor reads on the root config, for the page's boot data. */
const EDITOR_READS_KEY = 'folioEditorReads'

/**
 * The root config with plugin `slug`'s editor reads: what its editor extension reads when an
 * editor opens, which the server then answers in an editor's page (src/server/boot-data.ts) with
 * the same API, guards and session as the admin's own request.
 */
export function withEditorReads<T extends WithCustom>(
  config: T,
  slug: string,
  reads: EditorReads,
): T {
  return withCustomEntry(config, EDITOR_READS_KEY, slug, reads)
}

/** Every plugin's editor reads, for the boot data. */
export function editorReadsOf(custom: Record<string, unknown> | undefined): EditorReads[] {
  const reads = custom?.[EDITOR_READS_KEY]
  return reads && typeof reads === 'object'
    ? Object.values(reads as Record<string, unknown>).filter(
        (r): r is EditorReads => typeof r === 'function',
      )
    : []
}
