import { useRef } from 'react'
import { useT } from '../i18n/I18nProvider'
import { Icon } from '../ui/icons'

interface DropZoneProps {
  /** Accepted types, as the file input's `accept`. */
  accept: string[]
  isMultiple?: boolean
  /** Read-only: the zone says there is no file and offers nothing. */
  canChoose: boolean
  isInvalid?: boolean
  onFiles: (files: File[]) => void
}

/** Where files are dropped (on the element around it), picked, or pasted (images), until there is one. */
export function DropZone(props: DropZoneProps) {
  const t = useT()
  const acceptsImages =
    props.accept.length === 0 || props.accept.some((type) => type.startsWith('image/'))
  return (
    <div className="dropzone" data-invalid={props.isInvalid || undefined}>
      <Icon name="file" size={28} />
      <p className="dropzone__title">
        {props.canChoose ? t('upload:dragAndDrop') : t('upload:noFile')}
      </p>
      {props.canChoose && (
        <>
          <FilePicker
            accept={props.accept}
            isMultiple={props.isMultiple}
            label={props.isMultiple ? t('upload:addFiles') : t('upload:selectFile')}
            onFiles={props.onFiles}
          />
          {acceptsImages && <p className="dropzone__hint">{t('folio:orPasteImage')}</p>}
        </>
      )}
    </div>
  )
}

/** A button that opens the browser's file picker. */
export function FilePicker(props: {
  accept: string[]
  isMultiple?: boolean
  label: string
  icon?: 'edit' | 'plus'
  onFiles: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={props.accept.join(',') || undefined}
        multiple={props.isMultiple}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          if (files.length > 0) props.onFiles(files)
        }}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => input.current?.click()}
      >
        {props.icon && <Icon name={props.icon} />}
        {props.label}
      </button>
    </>
  )
}
