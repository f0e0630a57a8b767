import type { ComponentType, ReactNode } from 'react'
import type { StringPack } from '../i18n/load'
import type { TranslationKey } from '../i18n/translate'
import type {
  ClientCollection,
  ClientConfig,
  ClientConfigResponse,
  ClientField,
  ClientGlobal,
} from '../../shared/client-config'
import type { AccessResponse, EntityPermissions } from '../data/access'
import type { DocumentTarget } from '../lib/document-context'
import type { CellProps, InputProps } from '../fields/types'
import type { FormStore } from '../forms/form-store'
import type { SaveMode } from '../data/documents'
import type { EditorReads } from '../../shared/api-reads'
import type { ConditionFn } from '../../shared/conditions'
import type { QueryValue } from '../../shared/query-string'
import type { DashboardContext, DashboardWidgetSpec } from '../../shared/dashboard'

export type { StringPacks, TranslationKey } from '../i18n/translate'
export type {
  Load,
  ScreenModule,
  ScreenPrefetch,
  ScreenPrefetchContext,
} from '../lib/screen-module'
import type { Load, ScreenModule } from '../lib/screen-module'

/** A screen at its own address under the admin route (`accept-invitation`, `collections/:slug/:id/api`…). */
export interface RouteContribution {
  path: string
  /** Signed-out screens render without the shell (sign-in, links from emails); signed-in ones inside it. */
  isSignedIn: boolean
  load: Load<ScreenModule>
}

/**
 * A part of a slot (a place in a core screen where plugins draw): a component told the slot's
 * context, loaded when first shown, drawn while `when` holds (always without one).
 */
export interface SlotContribution<C> {
  key: string
  when?: (context: C) => boolean
  load: Load<{ default: ComponentType<C> }>
}

/** What an action's dialog gets: the context of its screen, and how to close it. */
export type ActionDialogProps<C> = C & { onClose: () => void }

/**
 * A button in a core screen's header (a list's, a document's), shown while `when` holds; pressing
 * it downloads and opens the contribution's dialog, told the screen's context.
 */
export interface ActionContribution<C> {
  key: string
  /** A key of the plugin's string pack (`invitations:inviteUser`) or of Payload's. */
  labelKey: TranslationKey
  when: (context: C) => boolean
  load: Load<{ default: ComponentType<ActionDialogProps<C>> }>
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

/** A panel below a saved document's edit form, shown while `when` holds. */
export interface DocumentPanelContribution extends SlotContribution<DocumentPanelContext> {
  when: (context: DocumentPanelContext) => boolean
}

/** What a collection list's actions and slots know. */
export interface ListContext {
  collection: ClientCollection
  /** The signed-in user's permissions on the collection. */
  permissions: EntityPermissions | undefined
}

/** A button in a collection list's header that opens the contribution's dialog. */
export type ListActionContribution = ActionContribution<ListContext>

/** What a list's ready-made filter knows: the collection and who is signed in. */
export interface ListFilterContext {
  collection: ClientCollection
  user: { id: string | number }
}

/**
 * A ready-made filter of a collection list: a toggle beside Filters, shown while `when` holds,
 * which narrows the list to `where` (Payload's query language, ANDed with the search and the
 * filters). The address keeps it (`?preset=<plugin>:<key>`), so a link reproduces the list.
 */
export interface ListFilterContribution {
  key: string
  /** A key of the plugin's string pack or of Payload's: the toggle's label. */
  labelKey: TranslationKey
  when: (context: ListFilterContext) => boolean
  where: (context: ListFilterContext) => Record<string, QueryValue>
}

/** A part drawn above a collection list's table (`beforeList`) or below it (`afterList`). */
export type ListSlotContribution = SlotContribution<ListContext>

/**
 * What a document's actions and side panels know, in every editor (document, global, drawer):
 * the entity, the document (a collection document without `id` is being created), the content
 * locale and the edit form, whose values they read as typed (`useField(editor.store, path)`).
 */
export interface EditorSlotContext {
  entity: ClientCollection | ClientGlobal
  target: DocumentTarget
  locale: string | undefined
  editor: EditorHandle
  /** The signed-in user may save this document. */
  canSave: boolean
}

/**
 * A document action: a button beside Save/Publish (`placement: 'header'`, the default) or an item
 * of the document's '…' menu (`'menu'`), shown while `when` holds; its dialog gets the editor.
 */
export interface DocumentActionContribution extends ActionContribution<EditorSlotContext> {
  placement?: 'header' | 'menu'
}

/**
 * A panel in the editor's side column, beside the fields (under any sidebar fields), shown while
 * `when` holds; it re-renders as the form changes when it reads the store with `useField`.
 */
export type EditorPanelContribution = SlotContribution<EditorSlotContext>

/** What a navigation link's `when` knows. */
export interface NavContext {
  config: ClientConfig
  user: Record<string, unknown> & { id: string | number; email: string }
}

/**
 * A link in the main navigation to an admin address (a plugin route's `path`, or any other):
 * in the collections' group named `group` (as `admin.group` names it, in English), or in a group
 * of its own labelled by the plugin's string `groupLabelKey` (links with the same key share it).
 */
export type NavLinkContribution = {
  key: string
  labelKey: TranslationKey
  /** The address under the admin route, without a leading slash (`reports`, `collections/posts`). */
  path: string
  when?: (context: NavContext) => boolean
} & ({ group: string; groupLabelKey?: never } | { groupLabelKey: TranslationKey; group?: never })

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
  /** The editor waits (a placeholder) while any extension is pending. */
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

/** What a UI field's list cell gets: its collection and field, and the row's document as the list read it. */
export interface UiCellProps {
  collection: ClientCollection
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

/**
 * What a sign-in method knows: where to go once signed in (the `redirect` parameter, checked), and
 * the client config as the sign-in screen has it (the public subset: the plugins' public settings).
 */
export interface SignInMethodContext {
  redirect: string | undefined
  config: ClientConfigResponse
}

/**
 * A way to sign in shown below the password form (an identity provider's button, a passkey). A second
 * step after the password is a signed-out route of the plugin that the server's sign-in answer
 * names as `redirectTo`.
 */
export interface SignInMethodContribution extends SlotContribution<SignInMethodContext> {
  /**
   * Shown while it holds (always without one), decided from the client config (the providers its
   * server half enabled): with none shown, the sign-in page downloads nothing of the plugin.
   */
  when?: (context: SignInMethodContext) => boolean
  /**
   * It draws only links (an identity provider's buttons, `<a href>` to the server): the server
   * draws it into the page and the first render has it (the sign-in screen's prefetch downloads
   * it), since a click on a link before the page's code runs is a plain navigation, nothing is
   * lost. Without it, the part is drawn once the page's code runs (a button or a form would do
   * nothing before).
   */
  isLinksOnly?: true
}

/** What an account section knows: the signed-in user and, once it is drawn, the account form. */
export interface AccountSectionContext {
  user: Record<string, unknown> & { id: string | number }
  /** The account form above the sections; absent until it is drawn and while the user may not edit it. */
  form?: AccountForm
}

/**
 * The account form as its sections get it: the form's handle (its store, fields, the user as last
 * read or saved, its saves), and `keepForSave`, with which a section adds data of its own to the
 * form's next Save (a trusted device removed): `data` is top-level keys of the user, merged into
 * what the save sends; keeping it turns the form modified (Save, the leave warning), `undefined`
 * takes it back. A successful save drops it (the saved user has it now).
 */
export interface AccountForm extends EditorHandle {
  keepForSave: (sectionKey: string, data: Record<string, unknown> | undefined) => void
}

/** A section of the account page, below the user's own fields (trusted devices, connected accounts). */
export type AccountSectionContribution = SlotContribution<AccountSectionContext>

export type { DashboardContext } from '../../shared/dashboard'

/** What a dashboard widget draws with: the dashboard's context and its read's answer. */
export interface DashboardWidgetProps<T = unknown> extends DashboardContext {
  /** The answer to the widget's `read` (undefined for a widget without one). */
  data: T
}

/**
 * A widget of the dashboard. Core draws its frame (the title, a loading state, its own error with
 * a retry) and makes its `read` (one request, answered in the dashboard's page when it is the
 * first screen); the component draws the answer. The user orders, hides and shows widgets; `size`
 * is its share of the row on a wide screen (`small` a third, `medium` a half, `large` all).
 */
export interface DashboardWidgetContribution extends DashboardWidgetSpec {
  /** A key of the plugin's string pack or of Payload's: the widget's heading. */
  titleKey: TranslationKey
  size: 'small' | 'medium' | 'large'
  load: Load<{ default: ComponentType<DashboardWidgetProps<never>> }>
}

/** Strings by key, one loader per language; English is required and backs up the others. */
export type StringLoaders = StringPack['loaders']

/**
 * A plugin's admin half: everything it adds to the admin, each part loaded only when needed.
 * `slug` is the plugin's name and the namespace of its strings (`t('invitations:inviteUser')`).
 */
export interface AdminPlugin extends AdminPluginShellParts {
  slug: string
  strings?: StringLoaders
  routes?: RouteContribution[]
  documentViews?: DocumentViewContribution[]
  documentPanels?: DocumentPanelContribution[]
  listActions?: ListActionContribution[]
  beforeList?: ListSlotContribution[]
  afterList?: ListSlotContribution[]
  listFilters?: ListFilterContribution[]
  documentActions?: DocumentActionContribution[]
  editorPanels?: EditorPanelContribution[]
  navLinks?: NavLinkContribution[]
  /** Loaded before an editor first renders; runs in every editor. */
  editorExtensions?: Load<EditorExtensionModule>[]
  fieldKits?: Record<string, FieldKitContribution>
  uiFields?: Record<string, UiFieldContribution>
  signInMethods?: SignInMethodContribution[]
  accountSections?: AccountSectionContribution[]
  /** Widgets of the dashboard; ids are `<plugin slug>:<name>`. */
  dashboardWidgets?: DashboardWidgetContribution[]
  /**
   * Conditions (`defineCondition`, named `<slug>:<name>`) that the plugin's server half sets as
   * its fields' `admin.condition`, run by the admin as the content model's are.
   */
  conditions?: ConditionFn[]
}

// ---- The shell's parts and the command palette's commands (issue 38) ----

/** What a shell part and a command's `when` know: the client config and who is signed in. */
export interface ShellContext {
  config: ClientConfig
  user: Record<string, unknown> & { id: string | number; email: string }
}

/**
 * A part of the signed-in shell, on every screen (the command palette's button and its shortcut),
 * while `when` holds; loaded once the page's code runs. It is drawn twice, told where: in the top
 * bar (`placement: 'bar'`, shown in a narrow window and while the navigation steps aside) and at
 * the top of the navigation (`'nav'`, shown in a wide one); CSS shows one of them, so a part that
 * listens to the whole page does so in one placement only.
 */
export type ShellPartContribution = SlotContribution<ShellPartContext>

/** What a shell part is told: the shell's context and where it is drawn. */
export interface ShellPartContext extends ShellContext {
  placement: 'bar' | 'nav'
}

/** The palette's groups, in the order shown. */
export type CommandGroup = 'goto' | 'documents' | 'create' | 'actions'

/** What a command's `when` and `run` get. */
export interface CommandContext extends ShellContext {
  /** The signed-in user's permissions (`GET {api}/access`), once read. */
  access: AccessResponse | undefined
  /** Goes to an admin path (`adminPaths…`), as a link would. */
  navigate: (path: string) => void
  /** Downloads and opens a dialog (`onClose` closes it), as an action contribution's. */
  openDialog: <P extends object>(
    load: Load<{ default: ComponentType<P & { onClose: () => void }> }>,
    props: P,
  ) => void
}

/**
 * A command of the command palette: shown in `group` while `when` holds, found by its label (a key
 * of the plugin's strings or Payload's) and `keywords` (search words, not shown), `run` when chosen.
 */
export interface CommandContribution {
  id: string
  labelKey: TranslationKey
  group: CommandGroup
  keywords?: readonly string[]
  when?: (context: CommandContext) => boolean
  run: (context: CommandContext) => void
}

/**
 * A command of the screen shown (the editor's publish, save draft, delete…; a document's views),
 * registered while it is mounted with `useScreenCommands`; its label is already translated.
 */
export interface ScreenCommand {
  id: string
  label: string
  group: Extract<CommandGroup, 'goto' | 'actions'>
  keywords?: readonly string[]
  isDisabled?: boolean
  run: () => void
}

/** The admin plugin's shell parts and palette commands. */
export interface AdminPluginShellParts {
  shellParts?: ShellPartContribution[]
  commands?: CommandContribution[]
}
