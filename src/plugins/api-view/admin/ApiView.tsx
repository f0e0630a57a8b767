import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { DocumentViewContext } from '../../../admin/extend'
import { useFullConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { notify, Loading, WholeNumberInput } from '../../../admin/extend/ui'
import {
  absoluteUrl,
  addressOf,
  apiRequest,
  choicesFrom,
  type ApiChoices,
  MAX_DEPTH,
  MIN_DEPTH,
  ParseError,
  readApi,
} from './api-request'
import { CopyButton } from './CopyButton'
import { JsonTree } from './json-tree/JsonTree'
import './api-view.css'

/**
 * The API tab: the address of the document's (or global's) REST read, to copy or open, and its
 * answer as a tree. Depth, draft, locale and credentials are chosen above it and kept in the
 * address, so a link shows the same request.
 */
export default function ApiView(props: DocumentViewContext) {
  const t = useT()
  const config = useFullConfig()
  const [search, setSearch] = useSearchParams()
  const locales = config.localization ? config.localization.locales.map((l) => l.code) : []
  const fromAddress = choicesFrom(search, {
    hasDrafts: props.entity.hasDrafts,
    locales,
    locale: props.locale,
  })
  // The controls answer at once; the address follows (a navigation, which React may hold back).
  const [choices, setChoices] = useState(fromAddress)
  const addressKey = JSON.stringify(fromAddress)
  const [shownKey, setShownKey] = useState(addressKey)
  if (addressKey !== shownKey) {
    setShownKey(addressKey)
    setChoices(fromAddress)
  }
  const request = apiRequest(props.target, choices)
  const url = absoluteUrl(request)
  const answer = useQuery({
    queryKey: ['api-view', url, choices.authenticated],
    queryFn: ({ signal }) => readApi(request, choices.authenticated, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    // The tree of the last answer stays while the next is read: no jump at each change.
    placeholderData: keepPreviousData,
  })
  const failure = answer.error
  useEffect(() => {
    if (!failure) return
    notify.error(
      failure instanceof ParseError ? t('api-view:errorParsing') : t('api-view:errorRequest'),
      'api-view',
    )
  }, [failure, t])

  const update = (changes: Partial<ApiChoices>) => {
    const chosen = { ...choices, ...changes }
    setChoices(chosen)
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(addressOf(chosen)))
      if (value === undefined) next.delete(key)
      else next.set(key, value)
    setSearch(next, { replace: true })
  }
  const ids = { locale: useId(), url: useId() }

  return (
    <div className="api-view">
      <div className="api-view__controls">
        {choices.draft !== undefined && (
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={choices.draft}
              onChange={(e) => update({ draft: e.target.checked })}
            />
            <span>{t('version:draft')}</span>
          </label>
        )}
        <label className="checkbox-line">
          <input
            type="checkbox"
            checked={choices.authenticated}
            onChange={(e) => update({ authenticated: e.target.checked })}
          />
          <span>{t('authentication:authenticated')}</span>
        </label>
        {choices.locale !== undefined && (
          <div className="api-view__field">
            <label htmlFor={ids.locale}>{t('general:locale')}</label>
            <select
              id={ids.locale}
              className="input api-view__select"
              value={choices.locale}
              onChange={(e) => update({ locale: e.target.value })}
            >
              {locales.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
              <option value="all">{t('general:allLocales')}</option>
            </select>
          </div>
        )}
        <WholeNumberInput
          className="api-view__field"
          inputClassName="api-view__depth"
          label={t('general:depth')}
          value={choices.depth}
          min={MIN_DEPTH}
          max={MAX_DEPTH}
          onChange={(depth) => update({ depth })}
        />
      </div>
      <div className="api-view__url">
        <span className="api-view__url-label" id={ids.url}>
          {t('api-view:apiUrl')}
        </span>
        <a
          dir="ltr"
          className="api-view__url-link"
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-describedby={ids.url}
        >
          {url}
        </a>
        <CopyButton text={url} label={t('api-view:copyUrl')} />
      </div>
      <div className="api-view__result" aria-busy={answer.isFetching}>
        {answer.data ? (
          <>
            {answer.data.status >= 400 && (
              <p className="notice" role="status">
                {t('api-view:status', { status: answer.data.status })}
              </p>
            )}
            {/* All open, as an API client reads it; windowing keeps a large answer quick. */}
            <JsonTree
              value={answer.data.value}
              label={t('api-view:result')}
              defaultExpandedDepth={Infinity}
            />
          </>
        ) : failure ? (
          <p className="empty-state" role="alert">
            {failure instanceof ParseError
              ? t('api-view:errorParsing')
              : t('api-view:errorRequest')}
          </p>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  )
}
