import { pageItems, pageRange } from '../../shared/pagination'
import { useT } from '../i18n/I18nProvider'

interface PaginationProps {
  page: number
  totalPages: number
  totalDocs: number
  limit: number
  pageSizes: number[]
  onPage: (page: number) => void
  onLimit: (limit: number) => void
}

/** Pages with one neighbour either side, the 'x-y of total' range and the per-page choice. */
export function Pagination(props: PaginationProps) {
  const t = useT()
  const range = pageRange({ page: props.page, limit: props.limit, totalDocs: props.totalDocs })
  return (
    <div className="pagination-bar">
      <nav className="pagination" aria-label={t('folio:pagination')}>
        <button
          type="button"
          className="pagination__step"
          disabled={props.page <= 1}
          onClick={() => props.onPage(props.page - 1)}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('general:previous')}</span>
        </button>
        {pageItems({ page: props.page, totalPages: props.totalPages }).map((item) =>
          item.type === 'gap' ? (
            <span key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item.page}
              type="button"
              className="pagination__page"
              aria-current={item.page === props.page ? 'page' : undefined}
              aria-label={t('folio:pageNumber', { page: item.page })}
              onClick={() => props.onPage(item.page)}
            >
              {item.page}
            </button>
          ),
        )}
        <button
          type="button"
          className="pagination__step"
          disabled={props.page >= props.totalPages}
          onClick={() => props.onPage(props.page + 1)}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('general:next')}</span>
        </button>
      </nav>
      <p className="pagination__range" aria-live="polite">
        {t('folio:rangeOf', { from: range.from, to: range.to, total: range.total })}
      </p>
      <label className="inline-field">
        <span className="inline-field__label">
          {t('general:perPage', { limit: '' }).replace(/[:\s]+$/, '')}
        </span>
        <select
          className="input select select--compact"
          value={props.limit}
          onChange={(e) => props.onLimit(Number(e.target.value))}
        >
          {props.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
