import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import type {
  ClientCollection,
  ClientGlobal,
  ClientLocale,
  LayoutNode,
} from '../../shared/client-config'
import { useDocumentActions } from '../host/document-actions'
import { useScreenCommands } from '../host/screen-commands'
import type { SaveMode } from '../data/documents'
import { contributed } from '../host/registry'
import { Slot } from '../host/Slot'
import type { EditorHandle, EditorSlotContext } from '../host/types'
import { useDocumentContext } from '../lib/document-context'
import { useT } from '../i18n/I18nProvider'
import { ActionsMenu, type MenuAction } from '../ui/ActionsMenu'
import type { Crumb } from '../ui/Breadcrumbs'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { LocaleSelect } from '../ui/LocaleSelect'
import type { FormStore } from './form-store'
import { FormContext } from './form-context'
import { AutosaveStatus } from './AutosaveStatus'
import { LeaveGuard, useGuardedAction, type NewDraftOffer } from './LeaveGuard'
import { holdsOnlyTitle, NEW_DRAFT_MS } from './new-draft'
import { RenderLayout } from './RenderLayout'
import { SaveControls } from './SaveControls'
import { StatusPill } from './StatusPill'
import { EditorHeading } from './EditorHeading'
import { OfflineBanner } from './recovery/OfflineBanner'
import { RecoveryNotice } from './recovery/RecoveryNotice'
import { useIsDirty } from './use-field'
import { ConflictDialog } from './ConflictDialog'
import { useFormParts } from './form-parts'
import { useStagedLayout } from './use-staged-layout'
import { Loading } from '../ui/Loading'
import { useEditorController, type EditorControllerOptions } from './use-editor-controller'

export type { SaveResult } from './use-editor-controller'

interface DocumentEditorProps extends EditorControllerOptions {
  /**
   * The collection or global edited: with it (inside a `DocumentContext`), the plugins' document
   * actions and side panels show.
   */
  entity?: ClientCollection | ClientGlobal
  /** How they are arranged; without it, the fields one after another. */
  layout?: LayoutNode[]
  breadcrumbs: Crumb[]
  title: string
  /** The content-locale switcher; switching with unsaved changes asks first. */
  localeSwitcher?: { locales: ClientLocale[]; value: string; onChange: (code: string) => void }
  /** Document actions for the "more options" menu (duplicate, delete); unpublish is added here. */
  menuActions?: MenuAction[]
  /** Dialogs the menu actions open. */
  dialogs?: ReactNode
  /** The document views (edit, API, versions), for existing documents and globals. */
  tabs?: ReactNode
  /** The document in the fallback locale: its values are the placeholders of empty localized fields. */
  fallbackDoc?: Record<string, unknown>
  /** False when the collection or global switches the leave-without-saving warning off (default on). */
  warnOnLeave?: boolean
  /** Told when the form turns dirty or clean (a drawer asks before closing with unsaved changes). */
  onDirtyChange?: (isDirty: boolean) => void
  /** What comes before the fields (an upload collection's file), given the form's store. */
  lead?: (store: FormStore, isReadOnly: boolean) => ReactNode
  /** A pane drawn beside the fields (a `besideEditor` document view: live preview), given the form. */
  beside?: (editor: EditorHandle) => ReactNode
  /** Told the form's handle once it exists (and again if it changes): for parts drawn elsewhere on the page (account sections). */
  onEditor?: (editor: EditorHandle) => void
  /**
   * A document its first autosave created and no save by hand has kept: leaving it soon after,
   * with nothing but its title, offers to discard it.
   */
  newDraft?: { createdAt: string; titlePath: string; discard: () => Promise<void> }
}

/**
 * The edit form of a document or global, as the user sees it: the heading, the save controls, the
 * fields in their layout, the notices and dialogs. What it does is `useEditorController`'s.
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const t = useT()
  const controller = useEditorController(props)
  const { store, fieldsByPath, busyMode } = controller
  const formContext = useMemo(
    () => ({
      store,
      fields: props.fields,
      canSave: controller.canSave,
      canPublish: controller.canPublish,
    }),
    [store, props.fields, controller.canSave, controller.canPublish],
  )
  const [isConfirmingUnpublish, setConfirmingUnpublish] = useState(false)
  const hasParts = useFormParts(props.fields)
  const { newDraft } = props
  const newDraftOffer = useMemo(
    () =>
      newDraft && {
        isOffered: () =>
          Date.now() - Date.parse(newDraft.createdAt) < NEW_DRAFT_MS &&
          holdsOnlyTitle(props.fields, store.getValues(), newDraft.titlePath),
        discard: newDraft.discard,
      },
    [newDraft, props.fields, store],
  )
  const documentContext = useDocumentContext()
  const slotContext = useMemo<EditorSlotContext | undefined>(
    () =>
      props.entity && documentContext
        ? {
            entity: props.entity,
            target: documentContext.target,
            locale: documentContext.locale,
            editor: controller.handle,
            canSave: controller.canSave,
          }
        : undefined,
    [props.entity, documentContext, controller.handle, controller.canSave],
  )
  const { onEditor } = props
  useEffect(() => onEditor?.(controller.handle), [onEditor, controller.handle])
  const pluginActions = useDocumentActions(slotContext)
  const panels = slotContext
    ? contributed('editorPanels').filter((panel) => panel.when?.(slotContext) ?? true)
    : []
  // Stable between renders (autosave status, busy state), so the memoised layout does not re-render the fields.
  const { main, sidebar } = useMemo(() => {
    const layout =
      props.layout ?? props.fields.map((f): LayoutNode => ({ kind: 'field', path: f.name }))
    const isSidebar = (node: LayoutNode) =>
      node.kind === 'field' && fieldsByPath.get(node.path)?.admin.position === 'sidebar'
    return { main: layout.filter((node) => !isSidebar(node)), sidebar: layout.filter(isSidebar) }
  }, [props.fields, props.layout, fieldsByPath])
  const staged = useStagedLayout(main, sidebar)
  const renderLayout = (nodes: LayoutNode[]) => (
    <RenderLayout
      nodes={nodes}
      fieldsByPath={fieldsByPath}
      rootFields={props.fields}
      store={store}
      isReadOnly={props.isReadOnly}
      idPrefix={props.idPrefix}
      fallbackDoc={props.fallbackDoc}
    />
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void controller.saveAs(controller.submitMode)
  }

  const menuActions = [
    ...(controller.canUnpublish
      ? [
          {
            id: 'unpublish',
            label: t('version:unpublish'),
            onAction: () => setConfirmingUnpublish(true),
            isDisabled: busyMode !== undefined,
          },
        ]
      : []),
    ...(props.menuActions ?? []),
    ...pluginActions.menuActions,
  ]

  const hasSidebar = sidebar.length > 0 || panels.length > 0
  const body = !hasParts ? (
    <Loading />
  ) : (
    <div className={hasSidebar ? 'editor__body editor__body--with-sidebar' : 'editor__body'}>
      <div className="editor__main">
        {props.lead?.(store, props.isReadOnly)}
        {renderLayout(staged.main)}
      </div>
      {hasSidebar && (
        <aside className="editor__sidebar" aria-label={t('general:moreOptions')}>
          {sidebar.length > 0 && renderLayout(staged.sidebar)}
          {/* After the sidebar's fields, which render in the layout's second stage. */}
          {slotContext && staged.isWhole && (
            <Slot
              name="editor-panel"
              className="editor__panels"
              parts={panels}
              context={slotContext}
            />
          )}
        </aside>
      )}
    </div>
  )

  return (
    <DirtyLeaveGuard
      store={store}
      isEnabled={props.warnOnLeave !== false && !props.isReadOnly}
      onDirtyChange={props.onDirtyChange}
      newDraft={newDraftOffer}
    >
      <FormContext value={formContext}>
        <form className="editor" onSubmit={onSubmit} noValidate aria-busy={busyMode !== undefined}>
          <header className="editor__header">
            <EditorHeading
              breadcrumbs={props.breadcrumbs}
              title={props.title}
              status={props.drafts && props.doc && <StatusPill status={props.drafts.status} />}
            />
            <div className="editor__actions">
              {props.autosave && !props.isReadOnly && (
                <AutosaveStatus state={controller.autosaveState} />
              )}
              {props.localeSwitcher && <GuardedLocaleSelect {...props.localeSwitcher} />}
              {pluginActions.buttons}
              <GuardedActionsMenu label={t('general:moreOptions')} actions={menuActions} />
              {!props.isReadOnly && (
                <SaveControls
                  drafts={props.drafts}
                  busyMode={busyMode}
                  onSave={(mode) => void controller.saveAs(mode)}
                  isNew={!props.doc}
                />
              )}
            </div>
          </header>
          {props.tabs}
          {slotContext && (
            <EditorCommands
              saveModes={
                props.isReadOnly
                  ? []
                  : props.drafts
                    ? ['draft', ...(controller.canPublish ? (['publish'] as const) : [])]
                    : ['save']
              }
              isChanged={Boolean(props.doc) && props.drafts?.status === 'changed'}
              isBusy={busyMode !== undefined}
              onSave={(mode) => void controller.saveAs(mode)}
              menuActions={menuActions}
            />
          )}
          {!controller.isOnline && !props.isReadOnly && <OfflineBanner />}
          {controller.recovery.offer && (
            <RecoveryNotice
              offer={controller.recovery.offer}
              fieldsByPath={fieldsByPath}
              store={store}
              onRestore={controller.recovery.restore}
              onDiscard={controller.recovery.discard}
            />
          )}
          {props.dialogs}
          {pluginActions.dialog}
          {controller.conflict && (
            <ConflictDialog
              conflict={controller.conflict}
              mine={store.getValues()}
              fieldsByPath={fieldsByPath}
              onResolve={controller.resolveConflict}
              onCancel={controller.cancelConflict}
            />
          )}
          <ConfirmDialog
            isOpen={isConfirmingUnpublish}
            title={t('version:confirmUnpublish')}
            confirmLabel={t('version:unpublish')}
            cancelLabel={t('general:cancel')}
            onCancel={() => setConfirmingUnpublish(false)}
            onConfirm={() => {
              setConfirmingUnpublish(false)
              void controller.saveAs('unpublish')
            }}
          >
            {t('version:aboutToUnpublish')}
          </ConfirmDialog>
          {props.isReadOnly && (
            <p className="notice" role="note">
              {t('folio:readOnlyNotice')}
            </p>
          )}
          {props.beside ? (
            <div className="editor-split">
              <div className="editor-split__form">{body}</div>
              {props.beside(controller.handle)}
            </div>
          ) : (
            body
          )}
        </form>
      </FormContext>
    </DirtyLeaveGuard>
  )
}

/**
 * Subscribes to dirtiness here rather than in the editor: turning dirty or clean re-renders this
 * guard only, not every field of the form.
 */
function DirtyLeaveGuard(props: {
  store: FormStore
  isEnabled: boolean
  newDraft?: NewDraftOffer
  onDirtyChange?: (isDirty: boolean) => void
  children: ReactNode
}) {
  const isDirty = useIsDirty(props.store)
  const { onDirtyChange } = props
  useEffect(() => {
    onDirtyChange?.(isDirty && props.isEnabled)
  }, [isDirty, props.isEnabled, onDirtyChange])
  return (
    <LeaveGuard isDirty={isDirty && props.isEnabled} newDraft={props.newDraft}>
      {props.children}
    </LeaveGuard>
  )
}

/**
 * The editor's actions as commands of the command palette, while it is shown: each runs what its
 * button or menu item runs (a menu item that leaves the page asks about unsaved changes first).
 */
function EditorCommands(props: {
  saveModes: readonly SaveMode[]
  isChanged: boolean
  isBusy: boolean
  onSave: (mode: SaveMode) => void
  menuActions: MenuAction[]
}) {
  const t = useT()
  const guard = useGuardedAction()
  const saveLabel = (mode: SaveMode) =>
    mode === 'draft'
      ? t('version:saveDraft')
      : mode === 'publish'
        ? props.isChanged
          ? t('version:publishChanges')
          : t('version:publish')
        : t('general:save')
  useScreenCommands([
    ...props.saveModes.map((mode) => ({
      id: `editor:${mode}`,
      group: 'actions' as const,
      label: saveLabel(mode),
      keywords: [mode],
      isDisabled: props.isBusy,
      run: () => props.onSave(mode),
    })),
    ...props.menuActions.map((action) => ({
      id: `editor:${action.id}`,
      group: 'actions' as const,
      label: action.label,
      keywords: [action.id],
      isDisabled: action.isDisabled,
      run: () => (action.leavesPage ? guard(action.onAction) : action.onAction()),
    })),
  ])
  return null
}

function GuardedActionsMenu(props: { label: string; actions: MenuAction[] }) {
  const guard = useGuardedAction()
  const actions = props.actions.map((a) =>
    a.leavesPage ? { ...a, onAction: () => guard(a.onAction) } : a,
  )
  return <ActionsMenu label={props.label} actions={actions} />
}

function GuardedLocaleSelect(props: {
  locales: ClientLocale[]
  value: string
  onChange: (code: string) => void
}) {
  const guard = useGuardedAction()
  return (
    <LocaleSelect
      id="editor-locale"
      locales={props.locales}
      value={props.value}
      onChange={(code) => guard(() => props.onChange(code))}
    />
  )
}
