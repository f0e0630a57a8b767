import { useId } from 'react'
import { useT } from '../../../admin/extend/i18n'
import type { Breakpoint } from '../shared'
import { CUSTOM, RESPONSIVE, ZOOMS, type ToolbarState } from './toolbar-state'

/** Breakpoint, size, zoom and position of the preview, and a button that detaches it. */
export function Toolbar(props: {
  state: ToolbarState
  breakpoints: Breakpoint[]
  onChange: (changes: Partial<ToolbarState>) => void
  onDetach?: () => void
}) {
  const t = useT()
  const ids = {
    breakpoint: useId(),
    width: useId(),
    height: useId(),
    zoom: useId(),
    position: useId(),
  }
  const { state } = props
  const isSized = state.breakpoint !== RESPONSIVE
  const size = (value: string) => Math.max(0, Math.round(Number(value) || 0))
  return (
    <div className="live-preview__toolbar" role="toolbar" aria-label={t('live-preview:toolbar')}>
      <span className="live-preview__control">
        <label htmlFor={ids.breakpoint}>{t('live-preview:breakpoint')}</label>
        <select
          id={ids.breakpoint}
          className="input live-preview__select"
          value={state.breakpoint}
          onChange={(e) => {
            const chosen = props.breakpoints.find((b) => b.name === e.target.value)
            props.onChange(
              chosen
                ? { breakpoint: chosen.name, width: chosen.width, height: chosen.height }
                : { breakpoint: e.target.value },
            )
          }}
        >
          <option value={RESPONSIVE}>{t('live-preview:responsive')}</option>
          {props.breakpoints.map((b) => (
            <option key={b.name} value={b.name}>
              {b.label}
            </option>
          ))}
          <option value={CUSTOM}>{t('general:custom')}</option>
        </select>
      </span>
      {isSized && (
        <>
          <span className="live-preview__control">
            <label htmlFor={ids.width}>{t('upload:width')}</label>
            <input
              id={ids.width}
              className="input live-preview__size"
              type="number"
              min={0}
              step={1}
              value={state.width}
              onChange={(e) => props.onChange({ breakpoint: CUSTOM, width: size(e.target.value) })}
            />
          </span>
          <span className="live-preview__control">
            <label htmlFor={ids.height}>{t('upload:height')}</label>
            <input
              id={ids.height}
              className="input live-preview__size"
              type="number"
              min={0}
              step={1}
              value={state.height}
              onChange={(e) => props.onChange({ breakpoint: CUSTOM, height: size(e.target.value) })}
            />
          </span>
        </>
      )}
      <span className="live-preview__control">
        <label htmlFor={ids.zoom}>{t('live-preview:zoom')}</label>
        <select
          id={ids.zoom}
          className="input live-preview__select"
          value={state.zoom}
          onChange={(e) => props.onChange({ zoom: Number(e.target.value) })}
        >
          {ZOOMS.map((zoom) => (
            <option key={zoom} value={zoom}>
              {`${Math.round(zoom * 100)}%`}
            </option>
          ))}
        </select>
      </span>
      <span className="live-preview__control">
        <label htmlFor={ids.position}>{t('live-preview:position')}</label>
        <select
          id={ids.position}
          className="input live-preview__select"
          value={state.position}
          onChange={(e) =>
            props.onChange({ position: e.target.value === 'left' ? 'left' : 'right' })
          }
        >
          <option value="right">{t('live-preview:right')}</option>
          <option value="left">{t('live-preview:left')}</option>
        </select>
      </span>
      {props.onDetach && (
        <button
          type="button"
          className="button button--secondary live-preview__detach"
          onClick={props.onDetach}
        >
          {t('general:openInNewWindow')}
        </button>
      )}
    </div>
  )
}
