import type { CSSProperties } from 'react'
import { useT } from '../i18n/I18nProvider'

/** How the lines of a placeholder differ in length, so it reads as text to come. */
const LINE_WIDTHS = ['60%', '100%', '85%', '70%', '92%']

/**
 * What shows while something loads: grey lines with a shimmer, drawn only after 500 ms so that a
 * fast load never flashes it, each line's shimmer 25 ms after the one above (docs/behaviour.md §9).
 */
export function Loading(props: { fullPage?: boolean; lines?: number }) {
  const t = useT()
  const lines = props.lines ?? 3
  return (
    <div className={props.fullPage ? 'loading loading--page' : 'loading'} role="status">
      <span className="visually-hidden">{t('general:loading')}</span>
      <span className="loading__lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="shimmer-line"
            style={
              {
                '--shimmer-index': index,
                inlineSize: LINE_WIDTHS[index % LINE_WIDTHS.length],
              } as CSSProperties
            }
          />
        ))}
      </span>
    </div>
  )
}
