import { useEffect, useState } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import type { AutosaveState } from './use-autosave'

/** 'Autosaving…', 'Last saved 12 seconds ago', or the failure that will be retried; announced politely. */
export function AutosaveStatus(props: { state: AutosaveState }) {
  const { t, language } = useI18n()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 10_000)
    return () => window.clearInterval(timer)
  }, [])
  const { state } = props
  let text = t('folio:autosaveIdle')
  if (state.kind === 'saving') text = t('folio:autosaving')
  if (state.kind === 'failed') text = t('folio:autosaveFailed')
  if (state.kind === 'saved')
    text = t('version:lastSavedAgo', {
      distance: distance(Math.max(now, state.at.getTime()) - state.at.getTime(), language),
    })
  return (
    <span
      className={
        state.kind === 'failed' ? 'autosave-status autosave-status--failed' : 'autosave-status'
      }
      role="status"
      aria-live="polite"
    >
      {text}
    </span>
  )
}

function distance(ms: number, language: string): string {
  const seconds = Math.round(ms / 1000)
  const [value, unit] =
    seconds < 60
      ? [Math.max(seconds, 1), 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour']
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    )
  } catch {
    return `${value} ${unit}s`
  }
}
