import type { ComponentType, ReactNode } from 'react'
import type { StringPack } from '../i18n/load'
import type { TranslationKey } from '../i18n/translate'
import type { QueryClient } from '@tanstack/react-query'
import type {
  ClientCollection,
  ClientConfig,
  ClientField,
  ClientGlobal,
} from '../../shared/client-config'
import type { EntityPermissions } from '../data/access'
import type { DocumentTarget } from '../lib/document-context'
import type { CellProps, InputProps } from '../fields/types'
import type { FormStore } from '../forms/form-store'
import type { SaveMode } from '../data/documents'
import type { EditorReads } from '../../shared/api-reads'

export type { StringPacks, TranslationKey } from '../i18n/translate'

/** A module a contribution loads on demand: its code is a chunk of its own, fetched when first needed. */
export type Load<T> = () => Promise<T>

/** What a screen knows when a page opens on it, before it first renders. */
export interface ScreenPrefetchContext {
  /** The route's parameters (`:slug`, `:id`…), decoded. */
  params: Record<string, string>
  search: URLSearchParams
  /** The full client config: prefetching happens only for a signed-in page. */
  config: ClientConfig
  queryClient: QueryClient
  /**
   * A link's intent (hover, focus, press) started it, not a page opening at the screen: reads a
   * page would have answered itself (the editor extensions' reads) are made ahead too.
   */
  isLinkIntent?: boolean
}

/**
 * A screen module's optional `prefetch` export: starts the queries its first render makes (the
 * same query options, so the render finds them under way), while the rest of the page's code is
 * still arriving. It must not wait for anything; it may return the code its first render needs
 * besides its own (a form's lazy parts), which a page opened at the screen waits for before it
 * renders, never for data.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void | Promise<unknown>

/** A screen module: its component and, optionally, what it fetches first. */
export interface ScreenModule {
  Component: ComponentType
  prefetch?: ScreenPrefetch
  /**
   * String packs its first render shows: merged into the language before a page opened at the
   * screen renders (and before the server draws it), so what they label is there at once instead
   * of moving the screen when they come.
   */
  stringPacks?: readonly StringPack[]
}

/** A screen at its own address under the admin route (`accept-invitation`, `collections/:slug/:id/api`…). */
export interface RouteContribution {
  path: string
  /** Signed-out screens render without the shell (sign-in, links from emails); signed-in ones inside it. */
  isSignedIn: boolean
  load: Load<ScreenModule>
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

/**
 * An editor extension's module. `editorReads`: the reads its first render takes with
 * `pageAnswer` (the same its server half registers with `withEditorReads`); an editor screen
 * opened from a link makes them with its prefetch, so the extension decides at once there too.
 */
export interface EditorExtensionModule {
  useEditorExtension: UseEditorExtension
  editorReads?: EditorReads
}

/** The input (and list cell) of a field whose config names this kit (`custom.folioKit`), each loaded when first shown. */
export interface FieldKitContribution {
  /**
   * Written for the field type the plugin's server half names the kit on
   * (`InputProps<NumberField>`); `never` lets any of them in.
   */
  input: Load<{ default: ComponentType<InputProps<never>> }>
  /** The type's own cell when absent. */
  cell?: Load<{ default: ComponentType<CellProps<never>> }>
}

/** What a document view knows: the collection document (saved) or the global it belongs to. */
export interface DocumentViewContext {
  entity: ClientCollection | ClientGlobal
  target: { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string }
  /** The content locale of the `?locale` parameter, when localization is on. */
  locale: string | undefined
  /**
   * The segment under the view's path (`…/versions/<item>`) for a view with `hasItems`; the view
   * then draws the whole page (breadcrumb and heading), without the document's tabs.
   */
  item?: string
  /** For a view drawn beside the edit form (`besideEditor`): that form. */
  editor?: EditorHandle
}

/**
 * The edit form a `besideEditor` view is drawn next to: its store (the values as typed), its
 * fields, the document as last read or saved, and its saves as they happen.
 */
export interface EditorHandle {
  store: FormStore
  fields: ClientField[]
  doc: Record<string, unknown> | undefined
  /** Called after each successful save, autosave included; returns the unsubscribe. */
  onSaved: (listener: (mode: SaveMode, doc: Record<string, unknown>) => void) => () => void
}

/**
 * A tab under a saved document's or a global's path (`…/:id/<path>`), next to Edit. A view whose
 * `path` is one of the admin's own (`api`, `versions`, `preview`) takes that tab's place.
 */
export interface DocumentViewContribution {
  /** The address segment under the document path: lowercase letters, digits and dashes. */
  path: string
  labelKey: TranslationKey
  when: (context: Omit<DocumentViewContext, 'locale'>) => boolean
  load: Load<{ default: ComponentType<DocumentViewContext> }>
  /** Its items have addresses of their own: `…/<path>/<item>` (a version of the versions view). */
  hasItems?: true
  /**
   * Drawn beside the document's edit form, which stays usable (live preview): the view gets the
   * form as `editor`.
   */
  besideEditor?: true
}

/** What a UI field's form component gets: its field, its path, and the form (read values live with `useField(store, path)`). */
export interface UiFieldProps {
  field: ClientField
  path: string
  store: FormStore
}

/** What a UI field's list cell gets: the row's document as the list read it. */
export interface UiCellProps {
  field: ClientField
  doc: Record<string, unknown>
}

/**
 * A UI field (`type: 'ui'`, holding no data) whose config names this contribution
 * (`admin.custom.folioComponent`): its form part shows in the edit form where the field is, and
 * with a `cell` the field is a list column too (not sortable, chosen in the column picker).
 */
export interface UiFieldContribution {
  form?: Load<{ default: ComponentType<UiFieldProps> }>
  cell?: Load<{ default: ComponentType<UiCellProps> }>
}

/** What a sign-in method knows: where to go once signed in (the `redirect` parameter, checked). */
export interface SignInMethodContext {
  redirect: string | undefined
}

/**
 * A way to sign in shown below the password form (an identity provider's button, a passkey). A second
 * step after the password is a signed-out route of the plugin that the server's sign-in answer
 * names as `redirectTo`.
 */
export interface SignInMethodContribution {
  key: string
  load: Load<{ default: ComponentType<SignInMethodContext> }>
}

/** What an account section knows: the signed-in user. */
export interface AccountSectionContext {
  user: Record<string, unknown> & { id: string | number }
}

/** A section of the account page, below the user's own fields (trusted devices, connected accounts). */
export interface AccountSectionContribution {
  key: string
  when?: (context: AccountSectionContext) => boolean
  load: Load<{ default: ComponentType<AccountSectionContext> }>
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
  documentViews?: DocumentViewContribution[]
  documentPanels?: DocumentPanelContribution[]
  listActions?: ListActionContribution[]
  /** Loaded before an editor first renders; runs in every editor. */
  editorExtensions?: Load<EditorExtensionModule>[]
  fieldKits?: Record<string, FieldKitContribution>
  uiFields?: Record<string, UiFieldContribution>
  signInMethods?: SignInMethodContribution[]
  accountSections?: AccountSectionContribution[]
}
