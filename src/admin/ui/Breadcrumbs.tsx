import { Link } from 'react-router'
import { useT } from '../i18n/I18nProvider'

export interface Crumb {
  label: string
  to?: string
}

export function Breadcrumbs(props: { items: Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('folio:breadcrumbs')} className="breadcrumbs">
      <ol>
        {props.items.map((item, i) => (
          <li
            key={`${i}-${item.label}`}
            aria-current={i === props.items.length - 1 ? 'page' : undefined}
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
