import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import type { ClientUpload } from '../../shared/client-config'
import type { FormStore } from '../forms/form-store'
import { useT } from '../i18n/I18nProvider'
import { boot } from '../lib/boot'
import { Icon } from '../ui/icons'
import { FileDetails, ImageSizes } from './FileDetails'
import { FilePreview } from './FilePreview'
import { focalOf, type FocalPoint } from './focal-point'
import { storedFile } from './stored-file'
import type { FileChoice } from './use-file-choice'
import '../styles/uploads.css'

interface UploadPanelProps {
  upload: ClientUpload
  doc: Record<string, unknown> | undefined
  store: FormStore
  choice: FileChoice
  isReadOnly: boolean
}

/** The file fields Payload adds to an upload collection: the panel writes them so the form knows it changed. */
const FILE_PATHS = ['filename', 'mimeType', 'filesize', 'focalX', 'focalY'] as const

/**
 * The file of an upload collection's document, above its fields: a drop zone (drop, pick or paste
 * a file) until there is one, then its preview, details and image sizes, a focal point set by
 * clicking the preview, and a replacement by the same means. The file goes with the save.
 */
export function UploadPanel(props: UploadPanelProps) {
  const t = useT()
  const headingId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [isDragging, setDragging] = useState(false)
  const { choice, store, upload, isReadOnly } = props
  const stored = storedFile(props.doc, boot.apiRoute)
  const chosen = useObjectURL(choice.file)
  const [chosenSize, setChosenSize] = useState<{ width: number; height: number }>()
  const isSending = choice.progress !== undefined
  const canChange = !isReadOnly && !isSending

  const take = (file: File | undefined) => {
    if (!file || !canChange || !choice.choose(file)) return
    setChosenSize(undefined)
    store.setValue('filename', file.name)
    store.setValue('mimeType', file.type)
    store.setValue('filesize', file.size)
  }
  const putBack = () => {
    choice.clear()
    for (const path of FILE_PATHS) store.setValue(path, props.doc?.[path] ?? null)
  }
  const setFocal = (point: FocalPoint) => {
    choice.setFocal(point)
    store.setValue('focalX', point.x)
    store.setValue('focalY', point.y)
  }

  usePastedFile(canChange, take)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files[0])
  }
  const dragHandlers = canChange
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
          setDragging(true)
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        },
        onDrop,
      }
    : {}

  const focalFor = (mimeType: string) =>
    upload.focalPoint && /^(image|video)\//.test(mimeType)
      ? (choice.focal ?? (choice.file ? { x: 50, y: 50 } : focalOf(props.doc)))
      : undefined
  const accept = upload.mimeTypes.join(',') || undefined
  const acceptsImages =
    upload.mimeTypes.length === 0 || upload.mimeTypes.some((m) => m.startsWith('image/'))

  return (
    <section
      className="upload-panel"
      aria-labelledby={headingId}
      data-dragging={isDragging || undefined}
      {...dragHandlers}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('folio:fileUpload')}
      </h2>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        onChange={(event) => {
          take(event.currentTarget.files?.[0])
          event.currentTarget.value = ''
        }}
      />
      {choice.file && chosen ? (
        <div className="upload-panel__file">
          <FilePreview
            src={chosen}
            mimeType={choice.file.type}
            filename={choice.file.name}
            focal={focalFor(choice.file.type)}
            onFocal={canChange ? setFocal : undefined}
            onDimensions={setChosenSize}
          />
          <div className="upload-panel__about">
            <FileDetails
              filename={choice.file.name}
              filesize={choice.file.size}
              width={chosenSize?.width}
              height={chosenSize?.height}
              mimeType={choice.file.type}
            />
            {isSending ? (
              <UploadProgress fraction={choice.progress!} />
            ) : (
              <div className="upload-panel__actions">
                <button type="button" className="button button--secondary" onClick={putBack}>
                  <Icon name="close" />
                  {t('general:clear')}
                </button>
              </div>
            )}
          </div>
        </div>
      ) : stored ? (
        <div className="upload-panel__file">
          <FilePreview
            src={stored.url}
            mimeType={stored.mimeType}
            filename={stored.filename}
            focal={focalFor(stored.mimeType)}
            onFocal={canChange ? setFocal : undefined}
          />
          <div className="upload-panel__about">
            <FileDetails {...stored} />
            {canChange && (
              <div className="upload-panel__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => input.current?.click()}
                >
                  <Icon name="edit" />
                  {t('folio:replaceFile')}
                </button>
              </div>
            )}
            <ImageSizes sizes={stored.sizes} />
          </div>
        </div>
      ) : (
        <div className="dropzone" data-invalid={choice.error ? true : undefined}>
          <Icon name="file" size={28} />
          <p className="dropzone__title">{t('upload:dragAndDrop')}</p>
          {canChange && (
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => input.current?.click()}
              >
                {t('upload:selectFile')}
              </button>
              {acceptsImages && <p className="dropzone__hint">{t('folio:orPasteImage')}</p>}
            </>
          )}
        </div>
      )}
      {choice.error && (
        <p className="field__error upload-panel__error" role="alert">
          {choice.error}
        </p>
      )}
    </section>
  )
}

function UploadProgress(props: { fraction: number }) {
  const t = useT()
  const percent = Math.round(props.fraction * 100)
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={t('general:uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="upload-progress__text">{t('folio:uploadProgress', { percent })}</span>
    </div>
  )
}

/** A URL the browser can show a chosen file by, for as long as the file is chosen. */
function useObjectURL(file: File | undefined): string | undefined {
  const [url, setURL] = useState<string>()
  useEffect(() => {
    if (!file) return setURL(undefined)
    const next = URL.createObjectURL(file)
    setURL(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/** A file pasted anywhere on the page but into a text field (where pasting is typing). */
function usePastedFile(isEnabled: boolean, onFile: (file: File) => void) {
  const latest = useRef(onFile)
  latest.current = onFile
  useEffect(() => {
    if (!isEnabled) return
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, [contenteditable="true"], [contenteditable=""]')) return
      const file = event.clipboardData?.files[0]
      if (!file) return
      event.preventDefault()
      latest.current(file)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [isEnabled])
}
