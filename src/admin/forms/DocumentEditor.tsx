import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type {
  ClientCollection,
  ClientField,
  ClientGlobal,
  ClientLocale,
  LayoutNode,
} from '../../shared/client-config'
import type { SaveMode } from '../data/documents'
import { useDocumentActions } from '../host/document-actions'
import { editorPanels } from '../host/registry'
import { Slot } from '../host/Slot'
import type { EditorHandle, EditorSlotContext } from '../host/types'
import { useDocumentContext } from '../lib/document-context'
import { requestErrorMessage } from '../data/error-text'
import { HttpError } from '../data/http'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { ActionsMenu, type MenuAction } from '../ui/ActionsMenu'
import type { Crumb } from '../ui/Breadcrumbs'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { LocaleSelect } from '../ui/LocaleSelect'
import { notify } from '../ui/toast'
import { FormStore } from './form-store'
import { FormContext } from './form-context'
import { dataToSave, valuesFromDoc } from './initial-values'
import { AutosaveStatus } from './AutosaveStatus'
import { LeaveGuard, useGuardedAction } from './LeaveGuard'
import { RenderLayout } from './RenderLayout'
import { SaveControls, type DraftsState } from './SaveControls'
import { StatusPill } from './StatusPill'
import { EditorHeading } from './EditorHeading'
import { OfflineBanner, useIsOnline } from './recovery/OfflineBanner'
import { RecoveryNotice } from './recovery/RecoveryNotice'
import { useLocalRecovery } from './recovery/use-local-recovery'
import { useAutosave } from './use-autosave'
import { useIsDirty } from './use-field'
import { serverFieldErrors, validateForm } from './validate-form'
import { useServerValidation } from './server-validation/use-server-validation'
import { ConflictDialog, type EditConflict } from './ConflictDialog'
import { useFormParts } from './form-parts'
import { useStagedLayout } from './use-staged-layout'
import { Spinner } from '../ui/Spinner'

export interface SaveResult {
  doc: Record<string, unknown>
  message?: string
}

interface DocumentEditorProps {
  /**
   * The collection or global edited: with it (inside a `DocumentContext`), the plugins' document
   * actions and side panels show.
   */
  entity?: ClientCollection | ClientGlobal
  /** Every data field, flat, by path. */
  fields: ClientField[]
  /** How they are arranged; without it, the fields one after another. */
  layout?: LayoutNode[]
  doc: Record<string, unknown> | undefined
  isReadOnly: boolean
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
  /** Autosave of drafts (collections with `drafts.autosave`); the first autosave of a new document creates it. */
  autosave?: { intervalMs: number; onSaved: (result: SaveResult) => void }
  /** Set for collections and globals with drafts. */
  drafts?: DraftsState
  /** False when the collection or global switches the leave-without-saving warning off (default on). */
  warnOnLeave?: boolean
  /** Told when the form turns dirty or clean (a drawer asks before closing with unsaved changes). */
  onDirtyChange?: (isDirty: boolean) => void
  /**
   * `keepalive`: an autosave due as the page goes away, sent so that it outlives the page.
   * `baseUpdatedAt`: the version edited; the server answers 409 if it is no longer the current one.
   */
  save: (
    data: Record<string, unknown>,
    mode: SaveMode,
    options?: { keepalive?: boolean; baseUpdatedAt?: string },
  ) => Promise<SaveResult>
  /** The document as saved now, read again after a 409 to show what changed. */
  loadCurrent?: () => Promise<Record<string, unknown>>
  /** Where unsaved changes are kept on this device (`localDraftKey`); none: not kept. */
  recoveryKey?: string
  onSaved?: (result: SaveResult, mode: SaveMode) => void
  idPrefix: string
  /** What comes before the fields (an upload collection's file), given the form's store. */
  lead?: (store: FormStore, isReadOnly: boolean) => ReactNode
  /** A check of what lies outside the fields (a required file), after theirs: false stops the save; it shows its own message. */
  isReadyToSave?: (mode: SaveMode) => boolean
  /** A pane drawn beside the fields (a `besideEditor` document view: live preview), given the form. */
  beside?: (editor: EditorHandle) => ReactNode
}

/**
 * The edit form of a document or global: validates in the browser before saving (drafts skip
 * validation, as the server does), shows server errors on their fields, and keeps everything
 * typed when a save fails.
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const t = useT()
  const label = useLabel()
  const [store] = useState(() => new FormStore(valuesFromDoc(props.fields, props.doc)))
  const [savedListeners] = useState(
    () => new Set<(mode: SaveMode, doc: Record<string, unknown>) => void>(),
  )
  const editorHandle = useMemo<EditorHandle>(
    () => ({
      store,
      fields: props.fields,
      doc: props.doc,
      onSaved: (listener) => {
        savedListeners.add(listener)
        return () => savedListeners.delete(listener)
      },
    }),
    [store, props.fields, props.doc, savedListeners],
  )
  const announceSaved = (mode: SaveMode, doc: Record<string, unknown>) => {
    for (const listener of savedListeners) listener(mode, doc)
  }
  const canSave = !props.isReadOnly
  const canPublish = canSave && props.drafts?.canPublish === true
  const documentContext = useDocumentContext()
  const slotContext = useMemo<EditorSlotContext | undefined>(
    () =>
      props.entity && documentContext
        ? {
            entity: props.entity,
            target: documentContext.target,
            locale: documentContext.locale,
            editor: editorHandle,
            canSave,
          }
        : undefined,
    [props.entity, documentContext, editorHandle, canSave],
  )
  const pluginActions = useDocumentActions(slotContext)
  const panels = slotContext
    ? editorPanels().filter((panel) => panel.when?.(slotContext) ?? true)
    : []
  const formContext = useMemo(
    () => ({ store, fields: props.fields, canSave, canPublish }),
    [store, props.fields, canSave, canPublish],
  )
  const [busyMode, setBusyMode] = useState<SaveMode | undefined>()
  const [isConfirmingUnpublish, setConfirmingUnpublish] = useState(false)
  useServerValidation({ store, fields: props.fields })
  const hasParts = useFormParts(props.fields)
  const isOnline = useIsOnline()
  // The version this form edits: sent with every save, moved forward by every successful one.
  const base = useRef(updatedAtOf(props.doc))
  const [conflict, setConflict] = useState<(EditConflict & { mode: SaveMode }) | undefined>()
  async function openConflict(mode: SaveMode) {
    if (!props.loadCurrent) return
    try {
      const current = await props.loadCurrent()
      const theirs = valuesFromDoc(props.fields, current)
      const mine = store.getValues()
      // Only what the form edits: timestamps and other server-kept values are not a choice.
      const paths = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter(
        (path) =>
          isEditable(fieldsByPath.get(path.split('.')[0]!)) &&
          JSON.stringify(theirs[path] ?? null) !== JSON.stringify(mine[path] ?? null),
      )
      setConflict({ theirs, theirsUpdatedAt: updatedAtOf(current), paths, mode })
    } catch {
      notify.error(t('folio:conflictText'))
    }
  }
  function resolveConflict(choices: Record<string, 'theirs' | 'mine'>) {
    if (!conflict) return
    const mine = store.getValues()
    store.reset(conflict.theirs)
    for (const path of conflict.paths)
      if (choices[path] === 'mine') store.setValue(path, mine[path])
    base.current = conflict.theirsUpdatedAt
    setConflict(undefined)
    autosave.resume()
    if (conflict.mode !== 'autosave') void saveAs(conflict.mode)
  }
  const recovery = useLocalRecovery({
    store,
    key: props.isReadOnly ? undefined : props.recoveryKey,
    baseUpdatedAt: typeof props.doc?.updatedAt === 'string' ? props.doc.updatedAt : undefined,
  })
  const autosave = useAutosave({
    store,
    intervalMs: props.autosave?.intervalMs ?? 2000,
    // Offline, what is typed waits on this device; autosave resumes on reconnect.
    isEnabled: Boolean(props.autosave) && !props.isReadOnly && busyMode === undefined && isOnline,
    documentExists: props.doc !== undefined,
    save: async (values, options) => {
      const result = await props.save(dataToSave(props.fields, values), 'autosave', {
        ...options,
        baseUpdatedAt: base.current,
      })
      base.current = updatedAtOf(result.doc) ?? base.current
      props.autosave?.onSaved(result)
      announceSaved('autosave', result.doc)
    },
    onConflict: () => void openConflict('autosave'),
  })
  // Stable between renders (autosave status, busy state), so the memoised layout does not re-render the fields.
  const { fieldsByPath, main, sidebar } = useMemo(() => {
    const byPath = new Map(props.fields.map((f) => [f.name, f]))
    const layout =
      props.layout ?? props.fields.map((f): LayoutNode => ({ kind: 'field', path: f.name }))
    const isSidebar = (node: LayoutNode) =>
      node.kind === 'field' && byPath.get(node.path)?.admin.position === 'sidebar'
    return {
      fieldsByPath: byPath,
      main: layout.filter((node) => !isSidebar(node)),
      sidebar: layout.filter(isSidebar),
    }
  }, [props.fields, props.layout])
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

  async function saveAs(mode: SaveMode) {
    if (props.isReadOnly || busyMode) return
    // Never two requests at once: a running autosave finishes first.
    await autosave.whenIdle()
    const isValidationSkipped = mode === 'draft' || mode === 'unpublish'
    if (
      !isValidationSkipped &&
      !validateForm({ store, fields: props.fields, labelOf: (f) => label(f.label, f.name) })
    ) {
      notify.error(t('folio:fixErrors'), 'form-errors')
      store.revealErrors()
      focusField(props.idPrefix, store.firstErrorPath())
      return
    }
    if (props.isReadyToSave && !props.isReadyToSave(mode)) {
      notify.error(t('folio:fixErrors'), 'form-errors')
      return
    }
    setBusyMode(mode)
    try {
      const result = await props.save(dataToSave(props.fields, store.getValues()), mode, {
        baseUpdatedAt: base.current,
      })
      base.current = updatedAtOf(result.doc) ?? base.current
      // Unpublishing sends only the status: what is typed and not yet saved stays in the form.
      if (mode !== 'unpublish') store.reset(valuesFromDoc(props.fields, result.doc))
      notify.success(result.message ?? t('general:updatedSuccessfully'))
      props.onSaved?.(result, mode)
      announceSaved(mode, result.doc)
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return void openConflict(mode)
      applyServerErrors(store, error)
      store.revealErrors()
      notify.error(requestErrorMessage(error, t))
      focusField(props.idPrefix, store.firstErrorPath())
    } finally {
      setBusyMode(undefined)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void saveAs(props.drafts ? 'draft' : 'save')
  }

  const canUnpublish =
    !props.isReadOnly &&
    Boolean(props.doc) &&
    props.drafts?.canPublish === true &&
    props.drafts.status !== 'draft'
  const menuActions = [
    ...(canUnpublish
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
    <Spinner />
  ) : (
    <div className={hasSidebar ? 'editor__body editor__body--with-sidebar' : 'editor__body'}>
      <div className="editor__main">
        {props.lead?.(store, props.isReadOnly)}
        {renderLayout(staged.main)}
      </div>
      {hasSidebar && (
        <aside className="editor__sidebar" aria-label={t('general:moreOptions')}>
          {sidebar.length > 0 && renderLayout(staged.sidebar)}
          {slotContext && (
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
              {props.autosave && !props.isReadOnly && <AutosaveStatus state={autosave.state} />}
              {props.localeSwitcher && <GuardedLocaleSelect {...props.localeSwitcher} />}
              {pluginActions.buttons}
              <GuardedActionsMenu label={t('general:moreOptions')} actions={menuActions} />
              {!props.isReadOnly && (
                <SaveControls
                  drafts={props.drafts}
                  busyMode={busyMode}
                  onSave={(mode) => void saveAs(mode)}
                  isNew={!props.doc}
                />
              )}
            </div>
          </header>
          {props.tabs}
          {!isOnline && !props.isReadOnly && <OfflineBanner />}
          {recovery.offer && (
            <RecoveryNotice
              offer={recovery.offer}
              fieldsByPath={fieldsByPath}
              store={store}
              onRestore={recovery.restore}
              onDiscard={recovery.discard}
            />
          )}
          {props.dialogs}
          {pluginActions.dialog}
          {conflict && (
            <ConflictDialog
              conflict={conflict}
              mine={store.getValues()}
              fieldsByPath={fieldsByPath}
              onResolve={resolveConflict}
              onCancel={() => setConflict(undefined)}
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
              void saveAs('unpublish')
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
              {props.beside(editorHandle)}
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
  onDirtyChange?: (isDirty: boolean) => void
  children: ReactNode
}) {
  const isDirty = useIsDirty(props.store)
  const { onDirtyChange } = props
  useEffect(() => {
    onDirtyChange?.(isDirty && props.isEnabled)
  }, [isDirty, props.isEnabled, onDirtyChange])
  return <LeaveGuard isDirty={isDirty && props.isEnabled}>{props.children}</LeaveGuard>
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

/** A field a save sends (not read-only, not hidden: timestamps are neither a change nor a choice). */
function isEditable(field: ClientField | undefined): boolean {
  return Boolean(field) && !field!.admin.readOnly && !field!.admin.hidden
}

function updatedAtOf(doc: Record<string, unknown> | undefined): string | undefined {
  return typeof doc?.updatedAt === 'string' ? doc.updatedAt : undefined
}

function applyServerErrors(store: FormStore, error: unknown): void {
  if (!(error instanceof HttpError)) return
  for (const { path, message } of serverFieldErrors(error.body)) store.setError(path, { message })
}

/** Focuses the field after the next render, once rows with errors have opened. */
function focusField(idPrefix: string, path: string | undefined): void {
  if (!path) return
  requestAnimationFrame(() => {
    const element =
      document.getElementById(`${idPrefix}-${path}`) ??
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"] input`)
    element?.focus()
  })
}
