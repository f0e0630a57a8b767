import { Suspense, type ReactNode } from 'react'
import { Loading } from '../ui/Loading'
import { shownDocumentViews, type DocumentViewTarget } from './document-views'
import { lazyPart } from './lazy-part'
import { usePluginStrings } from './strings'
import type { EditorHandle } from './types'

/** What the edit screen draws beside its form: the pane of a `besideEditor` view. */
export type BesideEditor = (editor: EditorHandle) => ReactNode

/**
 * The pane of the plugin view at `path` that is drawn beside the edit form, once its strings are
 * there (undefined meanwhile, and when no such view is shown for this document).
 */
export function useBesideEditor(
  context: DocumentViewTarget | undefined,
  path: string | undefined,
  locale: string | undefined,
): { beside: BesideEditor | undefined; isPending: boolean } {
  const view = path
    ? shownDocumentViews(context).find((v) => v.path === path && v.besideEditor)
    : undefined
  const hasStrings = usePluginStrings(view ? [view.plugin] : [])
  if (!view || !context) return { beside: undefined, isPending: false }
  if (!hasStrings) return { beside: undefined, isPending: true }
  const Pane = lazyPart(`${view.plugin}/view/${view.path}`, view.load)
  return {
    isPending: false,
    beside: (editor) => (
      <Suspense fallback={<Loading />}>
        <Pane {...context} locale={locale} editor={editor} />
      </Suspense>
    ),
  }
}
