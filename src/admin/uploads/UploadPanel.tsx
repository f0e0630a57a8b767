import { useId } from 'react'
import type { ClientUpload } from '../../shared/client-config'
import type { FormStore } from '../forms/form-store'
import { useT } from '../i18n/I18nProvider'
import { boot } from '../lib/boot'
import { Icon } from '../ui/icons'
import { DropZone, FilePicker } from './DropZone'
import { useFileDrop, usePastedFiles } from './file-drop'
import { FileDetails, ImageSizes } from './FileDetails'
import { FilePreview } from './FilePreview'
import { CropEditor } from './CropEditor'
import { cropEdits, isCropping, type CropArea } from './crop'
import { UploadProgress } from './UploadProgress'
import { focalOf, type FocalPoint } from './focal-point'
import { storedFile } from './stored-file'
import type { FileChoice } from './use-file-choice'
import { useObjectURL } from './use-object-url'
import '../styles/uploads.css'

interface UploadPanelProps {
  upload: ClientUpload
  doc: Record<string, unknown> | undefined
  store: FormStore
  choice: FileChoice
  isReadOnly: boolean
}

/** The file fields Payload adds to an upload collection: the panel writes them so the form knows it changed. */
const FILE_PATHS = [
  'filename',
  'mimeType',
  'filesize',
  'focalX',
  'focalY',
  'width',
  'height',
] as const

/** Images sharp can cut: every image type but SVG. */
const isCroppable = (mimeType: string) =>
  mimeType.startsWith('image/') && mimeType !== 'image/svg+xml'

/**
 * The file of an upload collection's document, above its fields: a drop zone (drop, pick or paste
 * a file) until there is one, then its preview, details and image sizes, a focal point set by
 * clicking the preview, and a replacement by the same means. The file goes with the save.
 */
export function UploadPanel(props: UploadPanelProps) {
  const t = useT()
  const headingId = useId()
  const { choice, store, upload, isReadOnly } = props
  const stored = storedFile(props.doc, boot.apiRoute)
  const chosen = useObjectURL(choice.file)
  const chosenSize = choice.chosenSize
  const isSending = choice.progress !== undefined
  const canChange = !isReadOnly && !isSending

  const take = ([file]: File[]) => {
    if (!file || !canChange || !choice.choose(file)) return
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

  const setCrop = (area: CropArea | undefined) => {
    choice.setCrop(area)
    const image = choice.file
      ? { width: chosenSize?.width, height: chosenSize?.height }
      : { width: props.doc?.width, height: props.doc?.height }
    const original = choice.file ? chosenSize : props.doc
    const cut =
      area &&
      isCropping(area) &&
      typeof image.width === 'number' &&
      typeof image.height === 'number'
        ? cropEdits(area, { width: image.width, height: image.height })
        : undefined
    // The form counts the crop as a change of the image's dimensions (not sent: the crop is).
    store.setValue('width', cut ? cut.widthInPixels : (original?.width ?? null))
    store.setValue('height', cut ? cut.heightInPixels : (original?.height ?? null))
  }
  const canCrop =
    canChange &&
    upload.crop &&
    (choice.file
      ? Boolean(chosenSize) && isCroppable(choice.file.type)
      : Boolean(stored?.url) && isCroppable(stored?.mimeType ?? ''))
  const cropToggle = canCrop ? (
    choice.crop ? (
      <button type="button" className="button button--secondary" onClick={() => setCrop(undefined)}>
        {t('general:cancel')}
      </button>
    ) : (
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setCrop({ x: 0, y: 0, width: 100, height: 100 })}
      >
        {t('upload:crop')}
      </button>
    )
  ) : null

  usePastedFiles(canChange, take)
  const drop = useFileDrop(canChange, take)

  const focalFor = (mimeType: string) =>
    upload.focalPoint && /^(image|video)\//.test(mimeType)
      ? (choice.focal ?? (choice.file ? { x: 50, y: 50 } : focalOf(props.doc)))
      : undefined

  return (
    <section
      className="upload-panel"
      aria-labelledby={headingId}
      data-dragging={drop.isDragging || undefined}
      {...drop.handlers}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('folio:fileUpload')}
      </h2>
      {choice.file && chosen ? (
        <div className="upload-panel__file">
          {choice.crop ? (
            <CropEditor src={chosen} area={choice.crop} onChange={setCrop} />
          ) : (
            <FilePreview
              src={chosen}
              mimeType={choice.file.type}
              filename={choice.file.name}
              focal={focalFor(choice.file.type)}
              onFocal={canChange ? setFocal : undefined}
              onDimensions={choice.setChosenSize}
            />
          )}
          <div className="upload-panel__about">
            <FileDetails
              filename={choice.file.name}
              filesize={choice.file.size}
              width={chosenSize?.width}
              height={chosenSize?.height}
              mimeType={choice.file.type}
            />
            {isSending ? (
              <UploadProgress fraction={choice.progress!} label={t('general:uploading')} />
            ) : (
              <div className="upload-panel__actions">
                <button type="button" className="button button--secondary" onClick={putBack}>
                  <Icon name="close" />
                  {t('general:clear')}
                </button>
                {cropToggle}
              </div>
            )}
          </div>
        </div>
      ) : stored ? (
        <div className="upload-panel__file">
          {choice.crop && stored.url ? (
            <CropEditor src={stored.url} area={choice.crop} onChange={setCrop} />
          ) : (
            <FilePreview
              src={stored.url}
              mimeType={stored.mimeType}
              filename={stored.filename}
              focal={focalFor(stored.mimeType)}
              onFocal={canChange ? setFocal : undefined}
            />
          )}
          <div className="upload-panel__about">
            <FileDetails {...stored} />
            {canChange && (
              <div className="upload-panel__actions">
                <FilePicker
                  accept={upload.mimeTypes}
                  label={t('folio:replaceFile')}
                  icon="edit"
                  onFiles={take}
                />
                {cropToggle}
              </div>
            )}
            <ImageSizes sizes={stored.sizes} />
          </div>
        </div>
      ) : (
        <DropZone
          accept={upload.mimeTypes}
          canChoose={canChange}
          isInvalid={Boolean(choice.error)}
          onFiles={take}
        />
      )}
      {choice.error && (
        <p className="field__error upload-panel__error" role="alert">
          {choice.error}
        </p>
      )}
    </section>
  )
}
