import { useEffect, useId, useState } from 'react'

const WHOLE = /^-?\d+$/

/**
 * A labelled whole number from `min` to `max` (a toolbar's or view's control, not a form field).
 * What is typed shows as typed; a number in range is taken at once, anything else is marked
 * invalid and leaves the value as it was. On leaving the input a number out of range is brought
 * into it and taken, and anything else gives way to the value.
 */
export function WholeNumberInput(props: {
  label: string
  value: number
  min: number
  max?: number
  onChange: (value: number) => void
  /** The label and input's box (the layout of the place it stands in). */
  className?: string
  inputClassName?: string
}) {
  const { value, min, max = Number.MAX_SAFE_INTEGER, onChange } = props
  const id = useId()
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const parse = (s: string) => (WHOLE.test(s.trim()) ? Number(s.trim()) : NaN)
  const isInRange = (n: number) => n >= min && n <= max
  const take = (n: number) => {
    if (n !== value) onChange(n)
  }
  return (
    <span className={props.className}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={['input', props.inputClassName].filter(Boolean).join(' ')}
        type="number"
        inputMode="numeric"
        min={min}
        max={props.max}
        step={1}
        value={text}
        aria-invalid={!isInRange(parse(text)) || undefined}
        onChange={(e) => {
          setText(e.target.value)
          const n = parse(e.target.value)
          if (isInRange(n)) take(n)
        }}
        onBlur={() => {
          const n = parse(text)
          const kept = Number.isNaN(n) ? value : Math.min(max, Math.max(min, n))
          setText(String(kept))
          take(kept)
        }}
      />
    </span>
  )
}
