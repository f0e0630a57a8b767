import { useState, type FormEvent, type ReactNode } from 'react'
import { notify } from '../ui/toast'
import type { ClientField } from '../../shared/client-config'
import { HttpError } from '../data/http'
import { requestErrorMessage } from '../data/error-text'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { FormStore } from './form-store'
import { dataToSave, valuesFromDoc } from './initial-values'
import { RenderFields } from './RenderFields'
import { serverFieldErrors, validateForm } from './validate-form'

export interface SaveResult {
  doc: Record<string, unknown>
  message?: string
}

interface DocumentEditorProps {
  fields: ClientField[]
  doc: Record<string, unknown> | undefined
  isReadOnly: boolean
  /** Heading row content: breadcrumbs and the title. */
  header: ReactNode
  /** Extra controls beside the save button (locale switcher). */
  toolbar?: ReactNode
  save: (data: Record<string, unknown>) => Promise<SaveResult>
  onSaved?: (result: SaveResult) => void
  idPrefix: string
}

/**
 * The edit form of a document or global: validates in the browser before saving, shows server
 * errors on their fields, and keeps everything typed when a save fails.
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const t = useT()
  const label = useLabel()
  const [store] = useState(() => new FormStore(valuesFromDoc(props.fields, props.doc)))
  const [isSaving, setSaving] = useState(false)
  const main = props.fields.filter((f) => f.admin.position !== 'sidebar')
  const sidebar = props.fields.filter((f) => f.admin.position === 'sidebar')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (props.isReadOnly || isSaving) return
    const isValid = validateForm({ store, fields: props.fields, labelOf: (f) => label(f.label, f.name) })
    if (!isValid) {
      notify.error(t('folio:fixErrors'), 'form-errors')
      focusField(props.idPrefix, store.firstErrorPath())
      return
    }
    setSaving(true)
    try {
      const result = await props.save(dataToSave(props.fields, store.getValues()))
      store.reset(valuesFromDoc(props.fields, result.doc))
      notify.success(result.message ?? t('general:updatedSuccessfully'))
      props.onSaved?.(result)
    } catch (error) {
      applyServerErrors(store, error)
      notify.error(requestErrorMessage(error, t))
      focusField(props.idPrefix, store.firstErrorPath())
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="editor" onSubmit={onSubmit} noValidate aria-busy={isSaving}>
      <header className="editor__header">
        <div className="editor__heading">{props.header}</div>
        <div className="editor__actions">
          {props.toolbar}
          {!props.isReadOnly && (
            <button type="submit" className="button button--primary" disabled={isSaving}>
              {isSaving ? t('general:saving') : t('general:save')}
            </button>
          )}
        </div>
      </header>
      {props.isReadOnly && (
        <p className="notice" role="note">
          {t('folio:readOnlyNotice')}
        </p>
      )}
      <div className={sidebar.length ? 'editor__body editor__body--with-sidebar' : 'editor__body'}>
        <div className="editor__main">
          <RenderFields store={store} fields={main} isReadOnly={props.isReadOnly} idPrefix={props.idPrefix} />
        </div>
        {sidebar.length > 0 && (
          <aside className="editor__sidebar" aria-label={t('general:moreOptions')}>
            <RenderFields store={store} fields={sidebar} isReadOnly={props.isReadOnly} idPrefix={props.idPrefix} />
          </aside>
        )}
      </div>
    </form>
  )
}

function applyServerErrors(store: FormStore, error: unknown): void {
  if (!(error instanceof HttpError)) return
  for (const { path, message } of serverFieldErrors(error.body)) store.setError(path, { message })
}

function focusField(idPrefix: string, path: string | undefined): void {
  if (!path) return
  const element = document.getElementById(`${idPrefix}-${path}`) ?? document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"] input`)
  element?.focus()
}
