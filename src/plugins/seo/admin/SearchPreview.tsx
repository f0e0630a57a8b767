import { useEffect, useRef, useState } from 'react'
import type { UiFieldProps } from '../../../admin/extend'
import { whenIdle } from '../../../admin/extend/data'
import { useField } from '../../../admin/extend/forms'
import { useLabel, useT } from '../../../admin/extend/i18n'
import { PREVIEW_LIMITS, breadcrumbURL, searchSnippet } from '../shared'
import { metaPaths, textOf } from './meta-paths'
import { useGenerator } from './use-generator'
import './seo.css'

/** The UI field component this module is the form part of (the server preloads it with an editor that shows it). */
export const folioUiField = 'seo:preview'

/**
 * The search-result preview: the page's address, its meta title and description as a search
 * engine shows them (cut where it would cut them), live as they are typed. The address comes from
 * the URL generator, asked for once the editor is usable (not by the page: the server would read
 * the document twice more before sending it), and again with 'Generate URL'.
 */
export default function SearchPreview({ field, store, path }: UiFieldProps) {
  const t = useT()
  const label = useLabel()
  const paths = metaPaths(path)
  const title = textOf(useField(store, paths.title).value)
  const description = textOf(useField(store, paths.description).value)
  const generator = useGenerator('url')
  const [url, setURL] = useState('')
  const asked = useRef(false)
  const generateURL = async (options?: { quiet?: boolean }) => {
    const result = await generator.generate(options)
    if (result !== undefined) setURL(result)
  }
  useEffect(() => {
    if (asked.current || !generator.isAvailable || url) return
    // Nobody pressed anything: asked once the editor is usable; a failure (offline) leaves
    // "No address yet" and no toast.
    return whenIdle(() => {
      asked.current = true
      void generateURL({ quiet: true })
    })
    // Once, when the form is there: later it is the button's to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generator.isAvailable])
  const headingId = `${path}-heading`
  return (
    <section className="seo-preview" aria-labelledby={headingId}>
      <div className="seo-preview__header">
        <h3 className="seo-preview__heading" id={headingId}>
          {label(field.label, 'preview')}
        </h3>
        {generator.isAvailable && (
          <button
            type="button"
            className="button button--link"
            aria-busy={generator.isBusy || undefined}
            disabled={generator.isBusy}
            onClick={() => void generateURL()}
          >
            {generator.isBusy ? t('seo:generating') : t('seo:generateURL')}
          </button>
        )}
      </div>
      <p className="seo-meter__target">{t('seo:previewHint')}</p>
      <figure className="seo-preview__result" aria-label={t('seo:previewHint')}>
        <p
          className="seo-preview__url"
          data-empty={!url || undefined}
          dir={url ? 'ltr' : undefined}
        >
          {url ? breadcrumbURL(url) : t('seo:noURL')}
        </p>
        <p className="seo-preview__title" data-empty={!title || undefined}>
          {title ? searchSnippet(title, PREVIEW_LIMITS.title) : t('seo:noTitle')}
        </p>
        <p className="seo-preview__description" data-empty={!description || undefined}>
          {description
            ? searchSnippet(description, PREVIEW_LIMITS.description)
            : t('seo:noDescription')}
        </p>
      </figure>
    </section>
  )
}
