import type { ReactNode } from 'react'
import {
  CHARACTER_CLASSES,
  countCharacterClasses,
  type PasswordPolicy,
  type PasswordRuleResult,
} from '../../../shared/password-policy'
import { STRENGTH_LEVELS } from '../../../shared/password-strength'
import { useT } from '../../i18n/I18nProvider'
import { CLASS_KEYS, LEVEL_KEYS } from './strength-keys'

function Rule(props: { isMet: boolean; text: string; children?: ReactNode }) {
  const t = useT()
  return (
    <li className="password-rules__rule" data-met={props.isMet || undefined}>
      <span className="password-rules__mark" aria-hidden="true">
        {props.isMet ? '✓' : '•'}
      </span>
      <span>
        {props.text}
        <span className="visually-hidden">{` (${t(props.isMet ? 'folio:passwordRuleMet' : 'folio:passwordRuleNotMet')})`}</span>
        {props.children}
      </span>
    </li>
  )
}

/**
 * The policy as a checklist that follows the typing (docs/behaviour.md §5): the length, the character classes
 * (each one, and how many are needed), and the strength when the policy asks for one.
 */
export function PasswordRules(props: {
  id: string
  policy: PasswordPolicy
  rules: PasswordRuleResult
  score: number | undefined
}) {
  const t = useT()
  const { policy, rules } = props
  const needed = policy.minCharacterClasses
  return (
    <ul id={props.id} className="password-rules" aria-label={t('folio:passwordRules')}>
      <Rule
        isMet={rules.minLength}
        text={t('folio:passwordRuleMinLength', { count: policy.minLength })}
      />
      {needed > 0 && (
        <Rule
          isMet={countCharacterClasses(rules) >= needed}
          text={
            needed >= CHARACTER_CLASSES.length
              ? t('folio:passwordRuleAllClasses')
              : t('folio:passwordRuleClasses', { count: needed })
          }
        >
          <ul className="password-rules__classes">
            {CHARACTER_CLASSES.map((c) => (
              <Rule key={c} isMet={rules[c]} text={t(CLASS_KEYS[c])} />
            ))}
          </ul>
        </Rule>
      )}
      {policy.minScore > 0 && (
        <Rule
          isMet={props.score !== undefined && props.score >= policy.minScore}
          text={t('folio:passwordRuleStrength', {
            level: t(LEVEL_KEYS[STRENGTH_LEVELS[policy.minScore] ?? 'okay']),
          })}
        />
      )}
    </ul>
  )
}
