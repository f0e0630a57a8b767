import { useT } from '../../i18n/I18nProvider'
import type { InputProps } from '../types'

type Point = [number | null, number | null]

function asPoint(value: unknown): Point {
  return Array.isArray(value) ? [toNumber(value[0]), toNumber(value[1])] : [null, null]
}

function toNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null
}

/** Longitude and latitude side by side; the value is `[lng, lat]`, or null when both are empty. */
export function PointInput(props: InputProps) {
  const t = useT()
  const point = asPoint(props.value)
  const set = (index: 0 | 1, text: string) => {
    const next: Point = [...point]
    next[index] = text === '' ? null : Number(text)
    props.onChange(next[0] === null && next[1] === null ? null : next)
  }
  return (
    <div className="point-input">
      {(['longitude', 'latitude'] as const).map((part, index) => (
        <label key={part} className="point-input__part">
          <span className="point-input__label">{t(`folio:${part}`)}</span>
          <input
            type="number"
            inputMode="decimal"
            step="any"
            className="input input--number"
            id={index === 0 ? props.id : `${props.id}-lat`}
            min={index === 0 ? -180 : -90}
            max={index === 0 ? 180 : 90}
            value={point[index] ?? ''}
            onChange={(e) => set(index as 0 | 1, e.target.value)}
            onBlur={props.onBlur}
            readOnly={props.isReadOnly}
            aria-invalid={props.isInvalid || undefined}
            aria-describedby={props.describedBy}
          />
        </label>
      ))}
    </div>
  )
}
