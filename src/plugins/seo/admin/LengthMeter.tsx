import { useT } from '../../../admin/extend/i18n'
import type { LengthMeter as Meter, LengthTarget } from '../shared'

/**
 * A meta text's length against its target: the bar (coloured by state), the state in words and
 * what the count says (characters to go, left over, too many).
 */
export function LengthMeter(props: {
  id: string
  meter: Meter
  target: LengthTarget
  length: number
}) {
  const t = useT()
  const { meter, target } = props
  const state = t(`seo:${meter.state}`)
  const count = t(`seo:${meter.count.kind}`, { count: meter.count.characters })
  return (
    <div className="seo-meter" data-state={meter.state} data-color={meter.color}>
      <div
        className="seo-meter__track"
        role="meter"
        aria-label={t('seo:lengthTarget', { min: target.min, max: target.max })}
        aria-valuemin={0}
        aria-valuemax={target.max}
        aria-valuenow={Math.min(props.length, target.max)}
        aria-valuetext={`${state}. ${count}`}
      >
        <div className="seo-meter__bar" style={{ inlineSize: `${meter.progress * 100}%` }} />
      </div>
      <p className="seo-meter__text" id={props.id}>
        <span className="seo-meter__state">{state}</span>
        <span className="seo-meter__count">{count}</span>
        <span className="seo-meter__target">
          {t('seo:lengthTarget', { min: target.min, max: target.max })}
        </span>
      </p>
    </div>
  )
}
