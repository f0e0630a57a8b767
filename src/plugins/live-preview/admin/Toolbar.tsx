import { useId } from 'react'
import { useT } from '../../../admin/extend/i18n'
import { WholeNumberInput } from '../../../admin/extend/ui'
import type { Breakpoint } from '../shared'
import { CUSTOM, MAX_SIZE, MIN_SIZE, RESPONSIVE, ZOOMS, type ToolbarState } from './toolbar-state'

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
    zoom: useId(),
    position: useId(),
  }
  const { state } = props
  const isSized = state.breakpoint !== RESPONSIVE
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
          <WholeNumberInput
            className="live-preview__control"
            inputClassName="live-preview__size"
            min={MIN_SIZE}
            max={MAX_SIZE}
            label={t('upload:width')}
            value={state.width}
            onChange={(width) => props.onChange({ breakpoint: CUSTOM, width })}
          />
          <WholeNumberInput
            className="live-preview__control"
            inputClassName="live-preview__size"
            min={MIN_SIZE}
            max={MAX_SIZE}
            label={t('upload:height')}
            value={state.height}
            onChange={(height) => props.onChange({ breakpoint: CUSTOM, height })}
          />
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
