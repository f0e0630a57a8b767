import { useState, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/I18nProvider'
import type { InputProps } from '../types'

/**
 * hasMany text and number fields: the values as removable chips and an input that adds one on
 * Enter or comma (Backspace in the empty input removes the last).
 */
export function ChipsInput(props: InputProps & { kind: 'text' | 'number' }) {
  const t = useT()
  const [draft, setDraft] = useState('')
  const values = Array.isArray(props.value) ? (props.value as (string | number)[]) : []
  const parse = (text: string): string | number | undefined => {
    const trimmed = text.trim()
    if (!trimmed) return undefined
    if (props.kind === 'text') return trimmed
    const n = Number(trimmed)
    return Number.isFinite(n) ? n : undefined
  }
  const commit = () => {
    const value = parse(draft)
    if (value === undefined) return
    props.onChange([...values, value])
    setDraft('')
  }
  /** Typed or pasted commas split the text into values; what follows the last comma stays typed. */
  const onText = (text: string) => {
    if (props.kind === 'number' || !text.includes(',')) return setDraft(text)
    const parts = text.split(',')
    const rest = parts.pop() ?? ''
    const added = parts.map(parse).filter((v): v is string | number => v !== undefined)
    if (added.length) props.onChange([...values, ...added])
    setDraft(rest)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      commit()
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      props.onChange(values.slice(0, -1))
    }
  }
  return (
    <div className="chips" data-invalid={props.isInvalid || undefined}>
      <ul className="chips__list" aria-label={props.label}>
        {values.map((value, index) => (
          <li key={`${index}-${String(value)}`} className="chips__chip">
            <span>{String(value)}</span>
            {!props.isReadOnly && (
              <button
                type="button"
                className="chips__remove"
                aria-label={`${t('general:remove')}: ${String(value)}`}
                onClick={() => props.onChange(values.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {!props.isReadOnly && (
        <input
          id={props.id}
          className="chips__input"
          type={props.kind === 'number' ? 'number' : 'text'}
          inputMode={props.kind === 'number' ? 'decimal' : undefined}
          value={draft}
          placeholder={props.placeholder ?? t('folio:addValueHint')}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit()
            props.onBlur()
          }}
          aria-invalid={props.isInvalid || undefined}
          aria-describedby={props.describedBy}
        />
      )}
    </div>
  )
}
