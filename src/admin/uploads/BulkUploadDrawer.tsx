import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { ClientCollection, ClientUpload } from '../../shared/client-config'
import { formatBytes } from '../../shared/format-bytes'
import { saveDocument } from '../data/documents'
import { requestErrorMessage } from '../data/error-text'
import { HttpError } from '../data/http'
import { queryKeys } from '../data/query-keys'
import { FormStore } from '../forms/form-store'
import { dataToSave, valuesFromDoc } from '../forms/initial-values'
import { serverFieldErrors, validateForm } from '../forms/validate-form'
import { useI18n, useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { useLocaleParam } from '../lib/use-locale-param'
import { Drawer } from '../ui/Drawer'
import { Icon } from '../ui/icons'
import { notify } from '../ui/toast'
import { DropZone, FilePicker } from './DropZone'
import { useFileDrop, usePastedFiles } from './file-drop'
import { BulkFileFields } from './BulkFileFields'
import { BulkFileThumb } from './BulkFileThumb'
import { UploadProgress } from './UploadProgress'
import { fileProblem } from './use-file-choice'
import '../styles/uploads.css'

type Status =
  | { kind: 'waiting' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }

interface Item {
  key: number
  file: File
  status: Status
  /** The document's fields for this file (its alt text…), as the collection's form has them. */
  store: FormStore
}

/**
 * "Bulk Upload": several files dropped, picked or pasted at once, each checked before it is sent,
 * each with the collection's fields of its own ("Details", one file's open at a time, checked
 * before anything is sent), then sent one after another (a new document each), each with its
 * progress and its outcome. The drawer stays open while files are being sent.
 */
export default function BulkUploadDrawer(props: {
  collection: ClientCollection & { upload: ClientUpload }
  onClose: () => void
}) {
  const { t, language } = useI18n()
  const label = useLabel()
  const queryClient = useQueryClient()
  const { locale } = useLocaleParam()
  const listId = useId()
  const { upload, slug, fields } = props.collection
  const [items, setItems] = useState<Item[]>([])
  const [openKey, setOpenKey] = useState<number>()
  const [sending, setSending] = useState<{ current: number; total: number }>()
  const nextKey = useRef(0)
  const isRunning = sending !== undefined
  const waiting = items.filter((item) => item.status.kind === 'waiting')

  const add = (files: File[]) => {
    if (isRunning) return
    setItems((list) => [
      ...list,
      ...files.map((file) => {
        const problem = fileProblem(upload, file, t, language)
        return {
          key: nextKey.current++,
          file,
          status: problem
            ? ({ kind: 'failed', message: problem } as const)
            : ({ kind: 'waiting' } as const),
          store: new FormStore(valuesFromDoc(fields, undefined)),
        }
      }),
    ])
  }
  const setStatus = (key: number, status: Status) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, status } : item)))

  usePastedFiles(!isRunning, add)
  const drop = useFileDrop(!isRunning, add)

  async function start() {
    const queue = waiting
    const labelOf = (field: (typeof fields)[number]) => label(field.label, field.name)
    const incomplete = queue.find((item) => !validateForm({ store: item.store, fields, labelOf }))
    if (incomplete) {
      setOpenKey(incomplete.key)
      notify.error(t('folio:bulkDetailsMissing', { name: incomplete.file.name }))
      return
    }
    setOpenKey(undefined)
    let failed = 0
    for (const [index, item] of queue.entries()) {
      setSending({ current: index + 1, total: queue.length })
      setStatus(item.key, { kind: 'sending', fraction: 0 })
      try {
        await saveDocument({
          target: { kind: 'collection', slug },
          data: dataToSave(fields, item.store.getValues()),
          locale,
          upload: {
            file: item.file,
            onProgress: (fraction) => setStatus(item.key, { kind: 'sending', fraction }),
          },
        })
        setStatus(item.key, { kind: 'done' })
      } catch (error) {
        failed++
        const problems = error instanceof HttpError ? serverFieldErrors(error.body) : []
        // What the server says of a field goes on that field, in the file's details.
        for (const { path, message } of problems)
          if (path !== 'file') item.store.setError(path, { message })
        const onFile = problems.find((e) => e.path === 'file')?.message
        setStatus(item.key, {
          kind: 'failed',
          message: onFile ?? problems[0]?.message ?? requestErrorMessage(error, t),
        })
      }
    }
    setSending(undefined)
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents(slug) })
    if (failed === 0) notify.success(t('folio:bulkUploaded', { count: queue.length }))
    else notify.error(t('folio:bulkUploadFailed', { failed, total: queue.length }))
  }

  return (
    <Drawer
      title={t('upload:bulkUpload')}
      onClose={props.onClose}
      canClose={!isRunning}
      size="wide"
      showsTitle
    >
      <div
        className="bulk-upload upload-panel"
        data-dragging={drop.isDragging || undefined}
        {...drop.handlers}
      >
        {items.length === 0 ? (
          <DropZone accept={upload.mimeTypes} isMultiple canChoose onFiles={add} />
        ) : (
          <>
            <div className="bulk-upload__bar">
              <h3 id={listId} className="bulk-upload__title">
                {t('upload:filesToUpload')}
              </h3>
              <p className="bulk-upload__count" aria-live="polite">
                {sending ? t('general:uploadingBulk', sending) : null}
              </p>
              {!isRunning && (
                <FilePicker
                  accept={upload.mimeTypes}
                  isMultiple
                  label={t('upload:addFiles')}
                  icon="plus"
                  onFiles={add}
                />
              )}
            </div>
            <ul className="bulk-upload__list" aria-labelledby={listId}>
              {items.map((item) => (
                <li key={item.key} className="bulk-upload__item" data-status={item.status.kind}>
                  <span className="bulk-upload__preview">
                    <BulkFileThumb file={item.file} />
                    {item.status.kind === 'done' && <Icon name="check" />}
                  </span>
                  <div className="bulk-upload__file">
                    <span className="bulk-upload__name">{item.file.name}</span>
                    <span className="bulk-upload__size">
                      {formatBytes(item.file.size, language)}
                    </span>
                  </div>
                  <div className="bulk-upload__status">
                    <ItemStatus item={item} />
                  </div>
                  <div className="bulk-upload__actions">
                    {item.status.kind !== 'done' && item.status.kind !== 'sending' && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-expanded={openKey === item.key}
                        aria-controls={`${listId}-${item.key}`}
                        aria-label={t('folio:fileDetailsOf', { name: item.file.name })}
                        disabled={isRunning}
                        onClick={() => setOpenKey(openKey === item.key ? undefined : item.key)}
                      >
                        {t('folio:fileDetails')}
                      </button>
                    )}
                    {!isRunning && item.status.kind !== 'done' && (
                      <button
                        type="button"
                        className="button button--icon"
                        aria-label={t('folio:removeFile', { name: item.file.name })}
                        onClick={() =>
                          setItems((list) => list.filter((other) => other.key !== item.key))
                        }
                      >
                        <Icon name="close" />
                      </button>
                    )}
                  </div>
                  {openKey === item.key && (
                    <BulkFileFields
                      id={`${listId}-${item.key}`}
                      collection={props.collection}
                      store={item.store}
                      idPrefix={`bulk${item.key}`}
                      label={t('folio:fileDetailsOf', { name: item.file.name })}
                    />
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="bulk-upload__footer">
          <button
            type="button"
            className="button button--primary"
            disabled={isRunning || waiting.length === 0}
            onClick={() => void start()}
          >
            {t('folio:uploadFiles', { count: waiting.length })}
          </button>
        </div>
      </div>
    </Drawer>
  )
}

function ItemStatus(props: { item: Item }) {
  const t = useT()
  const { status, file } = props.item
  switch (status.kind) {
    case 'waiting':
      return <span className="bulk-upload__note">{t('folio:fileWaiting')}</span>
    case 'sending':
      return (
        <UploadProgress
          fraction={status.fraction}
          label={t('folio:uploadingFile', { name: file.name })}
        />
      )
    case 'done':
      return (
        <span className="bulk-upload__note bulk-upload__note--done">{t('folio:fileUploaded')}</span>
      )
    case 'failed':
      return (
        <span className="field__error" role="alert">
          {status.message}
        </span>
      )
  }
}
