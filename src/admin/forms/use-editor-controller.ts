import { useId, useMemo, useRef, useState } from 'react'
import type { ClientField } from '../../shared/client-config'
import { versionTagOf } from '../../shared/edit-conflicts'
import type { SaveMode } from '../data/documents'
import { requestErrorMessage } from '../data/error-text'
import { HttpError } from '../data/http'
import type { EditorHandle } from '../host/types'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { notify } from '../ui/toast'
import type { EditConflict } from './ConflictDialog'
import { FormStore } from './form-store'
import { dataToSave, valuesFromDoc } from './initial-values'
import { useIsOnline } from './recovery/OfflineBanner'
import { useLocalRecovery } from './recovery/use-local-recovery'
import type { DraftsState } from './SaveControls'
import { useServerValidation } from './server-validation/use-server-validation'
import { useAutosave } from './use-autosave'
import { serverFieldErrors, validateForm } from './validate-form'

export interface SaveResult {
  doc: Record<string, unknown>
  message?: string
}

/** What an editor does, whatever draws it: the document, how it saves and what follows a save. */
export interface EditorControllerOptions {
  /** Every data field, flat, by path. */
  fields: ClientField[]
  doc: Record<string, unknown> | undefined
  isReadOnly: boolean
  /** Set for collections and globals with drafts. */
  drafts?: DraftsState
  /** Autosave of drafts (collections with `drafts.autosave`); the first autosave of a new document creates it. */
  autosave?: { intervalMs: number; onSaved: (result: SaveResult) => void }
  /**
   * `keepalive`: an autosave due as the page goes away, sent so that it outlives the page.
   * `baseVersion`: the version edited (its If-Match tag); the server answers 409 if it is no longer the current one.
   */
  save: (
    data: Record<string, unknown>,
    mode: SaveMode,
    options?: { keepalive?: boolean; baseVersion?: string },
  ) => Promise<SaveResult>
  /** The document as saved now, read again after a 409 to show what changed. */
  loadCurrent?: () => Promise<Record<string, unknown>>
  /** Where unsaved changes are kept on this device (`localDraftKey`); none: not kept. */
  recoveryKey?: string
  onSaved?: (result: SaveResult, mode: SaveMode) => void
  /** The prefix of the fields' element ids: the first field with an error is focused. */
  idPrefix: string
  /** A check of what lies outside the fields (a required file), after theirs: false stops the save; it shows its own message. */
  isReadyToSave?: (mode: SaveMode) => boolean
}

/**
 * The behaviour of an edit form, without its look (the document route, the global route and the
 * drawer draw it with `DocumentEditor`): the form store; saves in every mode, validated in the
 * browser first (drafts skip validation, as the server does), one at a time, each sent with the
 * version edited (`If-Match` with its revision), a 409 opening the choice between theirs and mine;
 * autosave; what is typed kept on this device; server errors on their fields; and the saves told
 * to a `besideEditor` view or a plugin's panel through the editor handle.
 */
export function useEditorController(options: EditorControllerOptions) {
  const t = useT()
  const label = useLabel()
  const { fields } = options
  const [store] = useState(() => new FormStore(valuesFromDoc(fields, options.doc)))
  const [savedListeners] = useState(
    () => new Set<(mode: SaveMode, doc: Record<string, unknown>) => void>(),
  )
  const handle = useMemo<EditorHandle>(
    () => ({
      store,
      fields,
      doc: options.doc,
      onSaved: (listener) => {
        savedListeners.add(listener)
        return () => savedListeners.delete(listener)
      },
    }),
    [store, fields, options.doc, savedListeners],
  )
  const announceSaved = (mode: SaveMode, doc: Record<string, unknown>) => {
    for (const listener of savedListeners) listener(mode, doc)
  }
  const canSave = !options.isReadOnly
  const canPublish = canSave && options.drafts?.canPublish === true
  const [busyMode, setBusyMode] = useState<SaveMode | undefined>()
  // This editor's save toasts replace each other (another open editor, a drawer's, has its own).
  const toastId = `editor${useId()}`
  useServerValidation({ store, fields })
  const isOnline = useIsOnline()
  const fieldsByPath = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields])
  // The version this form edits: sent with every save, moved forward by every successful one.
  const base = useRef(versionTagOf(options.doc))
  const [conflict, setConflict] = useState<
    (EditConflict & { theirsVersion: string | undefined; mode: SaveMode }) | undefined
  >()

  async function openConflict(mode: SaveMode) {
    if (!options.loadCurrent) return
    try {
      const current = await options.loadCurrent()
      const theirs = valuesFromDoc(fields, current)
      const mine = store.getValues()
      // Only what the form edits: timestamps and other server-kept values are not a choice.
      const paths = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter(
        (path) =>
          isEditable(fieldsByPath.get(path.split('.')[0]!)) &&
          JSON.stringify(theirs[path] ?? null) !== JSON.stringify(mine[path] ?? null),
      )
      setConflict({
        theirs,
        theirsUpdatedAt: updatedAtOf(current),
        theirsVersion: versionTagOf(current),
        paths,
        mode,
      })
    } catch {
      notify.error(t('folio:conflictText'), toastId)
    }
  }

  function resolveConflict(choices: Record<string, 'theirs' | 'mine'>) {
    if (!conflict) return
    const mine = store.getValues()
    store.reset(conflict.theirs)
    for (const path of conflict.paths)
      if (choices[path] === 'mine') store.setValue(path, mine[path])
    base.current = conflict.theirsVersion
    setConflict(undefined)
    autosave.resume()
    if (conflict.mode !== 'autosave') void saveAs(conflict.mode)
  }

  const recovery = useLocalRecovery({
    store,
    key: options.isReadOnly ? undefined : options.recoveryKey,
    baseUpdatedAt: updatedAtOf(options.doc),
  })
  const autosave = useAutosave({
    store,
    intervalMs: options.autosave?.intervalMs ?? 2000,
    // Offline, what is typed waits on this device; autosave resumes on reconnect.
    isEnabled:
      Boolean(options.autosave) && !options.isReadOnly && busyMode === undefined && isOnline,
    documentExists: options.doc !== undefined,
    save: async (values, sendOptions) => {
      const result = await options.save(dataToSave(fields, values), 'autosave', {
        ...sendOptions,
        baseVersion: base.current,
      })
      base.current = versionTagOf(result.doc) ?? base.current
      options.autosave?.onSaved(result)
      announceSaved('autosave', result.doc)
    },
    onConflict: () => void openConflict('autosave'),
  })

  async function saveAs(mode: SaveMode) {
    if (options.isReadOnly || busyMode) return
    // Never two requests at once: a running autosave finishes first.
    await autosave.whenIdle()
    const isValidationSkipped = mode === 'draft' || mode === 'unpublish'
    if (
      !isValidationSkipped &&
      !validateForm({ store, fields, labelOf: (f) => label(f.label, f.name) })
    ) {
      notify.error(t('folio:fixErrors'), toastId)
      store.revealErrors()
      focusField(options.idPrefix, store.firstErrorPath())
      return
    }
    if (options.isReadyToSave && !options.isReadyToSave(mode)) {
      notify.error(t('folio:fixErrors'), toastId)
      return
    }
    setBusyMode(mode)
    try {
      const result = await options.save(dataToSave(fields, store.getValues()), mode, {
        baseVersion: base.current,
      })
      base.current = versionTagOf(result.doc) ?? base.current
      // Unpublishing sends only the status: what is typed and not yet saved stays in the form.
      if (mode !== 'unpublish') store.reset(valuesFromDoc(fields, result.doc))
      notify.success(result.message ?? t('general:updatedSuccessfully'), toastId)
      options.onSaved?.(result, mode)
      announceSaved(mode, result.doc)
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return void openConflict(mode)
      applyServerErrors(store, error)
      store.revealErrors()
      notify.error(requestErrorMessage(error, t), toastId)
      focusField(options.idPrefix, store.firstErrorPath())
    } finally {
      setBusyMode(undefined)
    }
  }

  return {
    store,
    /** The form as a `besideEditor` view and the plugins' actions and panels get it. */
    handle,
    fieldsByPath,
    canSave,
    canPublish,
    /** A published document (or global) the user may unpublish. */
    canUnpublish: canPublish && Boolean(options.doc) && options.drafts?.status !== 'draft',
    /** The mode of the save under way. */
    busyMode,
    isOnline,
    saveAs,
    /** The mode Enter in a field (the form's submit) saves in. */
    submitMode: (options.drafts ? 'draft' : 'save') as SaveMode,
    autosaveState: autosave.state,
    recovery,
    /** A 409's choice between their version and mine, while open. */
    conflict,
    resolveConflict,
    cancelConflict: () => setConflict(undefined),
  }
}

export type EditorController = ReturnType<typeof useEditorController>

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
  if (!path || typeof document === 'undefined') return
  requestAnimationFrame(() => {
    const element =
      document.getElementById(`${idPrefix}-${path}`) ??
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"] input`)
    element?.focus()
  })
}
