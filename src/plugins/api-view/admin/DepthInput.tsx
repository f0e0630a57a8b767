import { useEffect, useId, useState } from 'react'

/**
 * A whole number between `min` and `max`: what is typed shows as typed, and only a number in range
 * is taken (anything else is marked invalid and leaves the value as it was).
 */
export function DepthInput(props: {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}) {
  const id = useId()
  const [text, setText] = useState(String(props.value))
  useEffect(() => setText(String(props.value)), [props.value])
  const parsed = /^\d+$/.test(text) ? Number(text) : NaN
  const isValid = parsed >= props.min && parsed <= props.max
  return (
    <div className="api-view__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="input api-view__depth"
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={text}
        aria-invalid={!isValid || undefined}
        onChange={(e) => {
          setText(e.target.value)
          const next = /^\d+$/.test(e.target.value) ? Number(e.target.value) : NaN
          if (next >= props.min && next <= props.max && next !== props.value) props.onChange(next)
        }}
        onBlur={() => setText(String(props.value))}
      />
    </div>
  )
}
