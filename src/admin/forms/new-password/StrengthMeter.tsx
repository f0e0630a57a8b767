import { crackTimes, STRENGTH_LEVELS } from '../../../shared/password-strength'
import { useT } from '../../i18n/I18nProvider'
import type { PasswordEstimate } from '../../../shared/password-estimator'
import {
  crackTimeText,
  LEVEL_KEYS,
  SCENARIO_KEYS,
  SUGGESTION_KEYS,
  WARNING_KEYS,
} from './strength-keys'

/**
 * The strength of a password being typed (docs/behaviour.md §5): a meter with five levels, zxcvbn's warning
 * and suggestions, and how long the four attacks of docs/behaviour.md §9 would take. Nothing while empty.
 */
export function StrengthMeter(props: {
  id: string
  password: string
  estimate: PasswordEstimate | undefined
}) {
  const t = useT()
  const { estimate } = props
  if (!props.password) return <div id={props.id} hidden />
  if (!estimate) {
    return (
      <p id={props.id} className="strength strength--checking">
        {t('folio:passwordStrengthChecking')}
      </p>
    )
  }
  const level = t(LEVEL_KEYS[STRENGTH_LEVELS[estimate.score]])
  const labelId = `${props.id}-label`
  return (
    <div id={props.id} className="strength" data-score={estimate.score}>
      <div className="strength__head">
        <span id={labelId}>{t('folio:passwordStrength')}</span>
        <span className="strength__level" aria-live="polite">
          {level}
        </span>
      </div>
      <div
        className="strength__bar"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={estimate.score}
        aria-valuetext={level}
      >
        {STRENGTH_LEVELS.map((name, index) => (
          <span
            key={name}
            className="strength__segment"
            data-on={index <= estimate.score || undefined}
          />
        ))}
      </div>
      {estimate.warning && <p className="strength__warning">{t(WARNING_KEYS[estimate.warning])}</p>}
      {estimate.suggestions.length > 0 && (
        <ul className="strength__suggestions">
          {estimate.suggestions.map((s) => (
            <li key={s}>{t(SUGGESTION_KEYS[s])}</li>
          ))}
        </ul>
      )}
      <details className="strength__times">
        <summary>{t('folio:crackTimes')}</summary>
        <dl>
          {crackTimes(estimate.guesses).map(({ scenario, time }) => (
            <div key={scenario} className="strength__time">
              <dt>{t(SCENARIO_KEYS[scenario])}</dt>
              <dd>{crackTimeText(t, time)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}
