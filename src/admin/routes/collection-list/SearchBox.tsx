import { Icon } from '../../ui/icons'
import { useEffect, useState } from 'react'

const DEBOUNCE_MS = 300

/** A search input that updates the URL after typing pauses. */
export function SearchBox(props: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const [text, setText] = useState(props.value)
  const { onChange, value } = props
  useEffect(() => {
    if (text === value) return
    const timer = window.setTimeout(() => onChange(text), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, value, onChange])
  return (
    <div className="search-box">
      <span className="search-box__icon" aria-hidden="true">
        <Icon name="search" />
      </span>
      <input
        type="search"
        className="input search-box__input"
        aria-label={props.label}
        placeholder={props.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  )
}
