import { Fragment, use, type ReactNode } from 'react'
import { adminPlugins, loadedEditorExtensionHooks, loadEditorExtensions } from './registry'
import { usePluginStrings } from './strings'
import type { EditorContext } from './types'

/** The plugins with editor extensions: the editor waits for their strings. */
const editorPluginSlugs = () =>
  adminPlugins()
    .filter((p) => p.editorExtensions?.length)
    .map((p) => p.slug)

/** All editor extensions merged, for an editor: the document route, the global route and the drawer alike. */
export interface EditorExtensions {
  isPending: boolean
  isEditable: boolean
  /** The extensions' dialogs and banners, to render next to the form. */
  element: ReactNode
  onActivity: () => void
  wrapSave: <T>(save: () => Promise<T>) => Promise<T>
}

/**
 * Runs every plugin's editor extension (suspending until they are downloaded). The list is fixed
 * once loaded, so each hook runs on every render in the same order, as React requires.
 */
export function useEditorExtensions(context: EditorContext): EditorExtensions {
  const hooks = loadedEditorExtensionHooks() ?? use(loadEditorExtensions())
  const parts = hooks.map((runExtension) => runExtension(context))
  const hasStrings = usePluginStrings(editorPluginSlugs())
  return {
    isPending: !hasStrings || parts.some((p) => p.isPending),
    isEditable: parts.every((p) => p.isEditable !== false),
    element: parts.map((part, index) => <Fragment key={index}>{part.element}</Fragment>),
    onActivity: () => {
      for (const part of parts) part.onActivity?.()
    },
    wrapSave: (save) =>
      parts.reduce((inner, part) => (part.wrapSave ? () => part.wrapSave!(inner) : inner), save)(),
  }
}
