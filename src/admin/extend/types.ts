import type { ComponentType, ReactNode } from 'react'
import type { StringPack } from '../i18n/load'
import type { TranslationKey } from '../i18n/translate'
import type { ClientCollection, ClientGlobal } from '../../shared/client-config'
import type { EntityPermissions } from '../data/access'
import type { DocumentTarget } from '../lib/document-context'
import type { CellProps, InputProps } from '../fields/types'

export type { StringPacks, TranslationKey } from '../i18n/translate'

/** A module a contribution loads on demand: its code is a chunk of its own, fetched when first needed. */
export type Load<T> = () => Promise<T>

/** A screen at its own address under the admin route (`accept-invitation`, `collections/:slug/:id/api`…). */
export interface RouteContribution {
  path: string
  /** Signed-out screens render without the shell (sign-in, links from emails); signed-in ones inside it. */
  isSignedIn: boolean
  load: Load<{ Component: ComponentType }>
}

/** What a document panel's `when` and component know about the document shown. */
export interface DocumentPanelContext {
  collection: ClientCollection
  /** The saved document (absent while it is created). */
  doc: Record<string, unknown> | undefined
  id: string | undefined
  /** The signed-in user's permissions on the collection. */
  permissions: EntityPermissions | undefined
}

/** A panel below a document's edit form, shown while `when` holds. */
export interface DocumentPanelContribution {
  key: string
  when: (context: DocumentPanelContext) => boolean
  load: Load<{ default: ComponentType<DocumentPanelContext> }>
}

export interface ListActionContext {
  collection: ClientCollection
  permissions: EntityPermissions | undefined
}

/** A button in a collection list's header that opens the contribution's dialog. */
export interface ListActionContribution {
  key: string
  /** A key of the plugin's string pack (`invitations:inviteUser`) or of Payload's. */
  labelKey: TranslationKey
  when: (context: ListActionContext) => boolean
  load: Load<{ default: ComponentType<{ collection: ClientCollection; onClose: () => void }> }>
}

/** What every editor (document route, global route, drawer) tells its extensions. */
export interface EditorContext {
  /** A collection document without `id` is being created. */
  target: DocumentTarget
  /** Absent while the address names no known collection or global (the not-found view). */
  entity: ClientCollection | ClientGlobal | undefined
  /** The signed-in user may save this document (before any extension has its say). */
  canUpdate: boolean
  /** Leaves the editor (a drawer closes); the browser's back step when absent. */
  leave?: () => void
}

/** What an editor extension may add to an editor; every part is optional. */
export interface EditorExtension {
  /** The editor waits (a spinner) while any extension is pending. */
  isPending?: boolean
  /** The form is read-only while any extension says false. */
  isEditable?: boolean
  /** Rendered next to the form (dialogs, banners). */
  element?: ReactNode
  /** Called on every input in the form. */
  onActivity?: () => void
  /** Wraps each save (to react to its refusal, for example). */
  wrapSave?: <T>(save: () => Promise<T>) => Promise<T>
}

/** A hook that runs in every editor, on every render, in the same order. */
export type UseEditorExtension = (context: EditorContext) => EditorExtension

/** The input (and list cell) of a field whose config names this kit (`custom.folioKit`), each loaded when first shown. */
export interface FieldKitContribution {
  input: Load<{ default: ComponentType<InputProps> }>
  /** The type's own cell when absent. */
  cell?: Load<{ default: ComponentType<CellProps> }>
}

/** Strings by key, one loader per language; English is required and backs up the others. */
export type StringLoaders = StringPack['loaders']

/**
 * A plugin's admin half: everything it adds to the admin, each part loaded only when needed.
 * `slug` is the plugin's name and the namespace of its strings (`t('invitations:inviteUser')`).
 */
export interface AdminPlugin {
  slug: string
  strings?: StringLoaders
  routes?: RouteContribution[]
  documentPanels?: DocumentPanelContribution[]
  listActions?: ListActionContribution[]
  /** Loaded before an editor first renders; runs in every editor. */
  editorExtensions?: Load<{ useEditorExtension: UseEditorExtension }>[]
  fieldKits?: Record<string, FieldKitContribution>
}
