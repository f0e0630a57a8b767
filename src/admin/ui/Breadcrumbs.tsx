import { Link } from 'react-router'
import { useT } from '../i18n/I18nProvider'

export interface Crumb {
  label: string
  to?: string
}

/** A crumb longer than this (a document's title) gives way when the line is too short; the others stay whole. */
const LONG = 16

export function Breadcrumbs(props: { items: Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('folio:breadcrumbs')} className="breadcrumbs">
      <ol>
        {props.items.map((item, i) => (
          <li
            key={`${i}-${item.label}`}
            aria-current={i === props.items.length - 1 ? 'page' : undefined}
            title={item.label}
            data-long={item.label.length > LONG || undefined}
          >
            {item.to && i < props.items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              item.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
