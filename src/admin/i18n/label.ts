import type { Label } from '../../shared/client-config'
import { useI18n } from './I18nProvider'

/** A config label in the UI language: the language, then English, then the first one given. */
export function labelText(label: Label | undefined, language: string, fallback = ''): string {
  if (label === undefined) return fallback
  if (typeof label === 'string') return label
  return (
    label[language] ??
    label[language.split('-')[0] ?? ''] ??
    label.en ??
    Object.values(label)[0] ??
    fallback
  )
}

export function useLabel(): (label: Label | undefined, fallback?: string) => string {
  const { language } = useI18n()
  return (label, fallback) => labelText(label, language, fallback)
}
