import { useId, useRef, type PointerEvent } from 'react'
import { useT } from '../i18n/I18nProvider'
import {
  areaBetween,
  CROP_HANDLES,
  resizedArea,
  withValue,
  type CropArea,
  type CropHandle,
} from './crop'

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

type Point = { x: number; y: number }
/** A new area drawn from a point, or the area as it was when one of its handles was taken. */
type Drag =
  | { kind: 'draw'; from: Point }
  | { kind: 'resize'; from: Point; handle: CropHandle; area: CropArea }

function handleOf(target: EventTarget): CropHandle | undefined {
  const name = target instanceof HTMLElement ? target.dataset.handle : undefined
  return CROP_HANDLES.find((handle) => handle === name)
}

/**
 * The area of an image to keep: drawn on it with the pointer, resized by the handles on its corners
 * and edges, or typed in percent (the inputs are the keyboard's and assistive technology's way).
 */
export function CropEditor(props: CropEditorProps) {
  const t = useT()
  const helpId = useId()
  const image = useRef<HTMLImageElement>(null)
  const drag = useRef<Drag | undefined>(undefined)
  const at = (event: PointerEvent): Point => {
    const box = image.current!.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    }
  }
  const follow = (event: PointerEvent) => {
    const current = drag.current
    if (!current) return
    const to = at(event)
    props.onChange(
      current.kind === 'draw'
        ? areaBetween(current.from, to)
        : resizedArea(current.area, current.handle, to.x - current.from.x, to.y - current.from.y),
    )
  }
  const { area } = props
  return (
    <div className="file-preview crop-editor">
      <div
        className="file-preview__frame crop-editor__frame"
        onPointerDown={(event) => {
          if (!image.current) return
          event.currentTarget.setPointerCapture(event.pointerId)
          const handle = handleOf(event.target)
          drag.current = handle
            ? { kind: 'resize', from: at(event), handle, area }
            : { kind: 'draw', from: at(event) }
        }}
        onPointerMove={follow}
        onPointerUp={(event) => {
          follow(event)
          drag.current = undefined
        }}
        onPointerCancel={() => (drag.current = undefined)}
      >
        <div className="crop-editor__image">
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
          >
            {CROP_HANDLES.map((handle) => (
              <span key={handle} className="crop-editor__handle" data-handle={handle} />
            ))}
          </span>
        </div>
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
