import { useSyncExternalStore } from 'react'
import type * as RichTextEditorModule from './RichTextEditor'

type EditorModule = typeof RichTextEditorModule

let loaded: EditorModule | undefined
let loading: Promise<EditorModule> | undefined
const listeners = new Set<() => void>()

/**
 * Starts loading the rich-text editor's code (Slate and the editor: its own chunk), once. A page
 * draws the text first (RichTextPreview) and loads this when a person reaches for the field.
 */
export function loadRichTextEditor(): Promise<EditorModule> {
  loading ??= import('./RichTextEditor').then(
    (module) => {
      loaded = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      // A failed download (a new deploy, the network) is tried again at the next reach.
      loading = undefined
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The editor's code once it has arrived. A server-drawn page is hydrated with the text as the
 * server drew it (no editor there), and takes the editor over after.
 */
export function useLoadedEditor(): EditorModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
}
