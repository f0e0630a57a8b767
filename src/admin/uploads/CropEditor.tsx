import { useId, useRef, type PointerEvent } from 'react'
import { useT } from '../i18n/I18nProvider'
import { areaBetween, withValue, type CropArea } from './crop'

interface CropEditorProps {
  src: string
  area: CropArea
  onChange: (area: CropArea) => void
}

const FIELDS = [
  ['x', 'folio:cropLeft'],
  ['y', 'folio:cropTop'],
  ['width', 'folio:cropWidth'],
  ['height', 'folio:cropHeight'],
] as const

/** The area of an image to keep: drawn on it with the pointer, or typed in percent. */
export function CropEditor(props: CropEditorProps) {
  const t = useT()
  const helpId = useId()
  const image = useRef<HTMLImageElement>(null)
  const start = useRef<{ x: number; y: number } | undefined>(undefined)
  const at = (event: PointerEvent) => {
    const box = image.current!.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    }
  }
  const { area } = props
  return (
    <div className="file-preview">
      <div
        className="file-preview__frame crop-editor"
        onPointerDown={(event) => {
          if (!image.current) return
          event.currentTarget.setPointerCapture(event.pointerId)
          start.current = at(event)
        }}
        onPointerMove={(event) => {
          if (start.current) props.onChange(areaBetween(start.current, at(event)))
        }}
        onPointerUp={(event) => {
          if (start.current) props.onChange(areaBetween(start.current, at(event)))
          start.current = undefined
        }}
      >
        <img ref={image} src={props.src} alt="" draggable={false} />
        <span
          className="crop-editor__area"
          aria-hidden="true"
          style={{
            left: `${area.x}%`,
            top: `${area.y}%`,
            width: `${area.width}%`,
            height: `${area.height}%`,
          }}
        />
      </div>
      <fieldset className="crop-editor__values" aria-describedby={helpId}>
        <legend>{t('upload:setCropArea')}</legend>
        {FIELDS.map(([key, labelKey]) => (
          <label key={key} className="crop-editor__value">
            <span>{t(labelKey)}</span>
            <input
              className="input"
              type="number"
              min={0}
              max={100}
              step={0.1}
              value={area[key]}
              onChange={(event) =>
                props.onChange(withValue(area, key, event.currentTarget.valueAsNumber))
              }
            />
          </label>
        ))}
      </fieldset>
      <p id={helpId} className="file-preview__help">
        {t('folio:cropHelp')}
      </p>
    </div>
  )
}
