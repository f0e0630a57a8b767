import type { UiFieldProps } from '../../../admin/extend'
import { useField, useFormContext } from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { checksPassing, type LengthTarget } from '../shared'
import { metaPaths, metaTargets, textOf } from './meta-paths'
import './seo.css'

/** The UI field component this module is the form part of (the server preloads it with an editor that shows it). */
export const folioUiField = 'seo:overview'

const CHECKS = 3

/** The overview above the meta fields: how many of the three checks pass, and which, live. */
export default function ChecksOverview({ store, path }: UiFieldProps) {
  const t = useT()
  const form = useFormContext()
  const paths = metaPaths(path)
  const title = textOf(useField(store, paths.title).value)
  const description = textOf(useField(store, paths.description).value)
  const image = useField(store, paths.image).value
  const hasImage = image !== null && image !== undefined && image !== ''
  const targets = metaTargets(form?.fields, paths)
  const inRange = (text: string, target: LengthTarget) =>
    text.length >= target.min && text.length <= target.max
  const passing = checksPassing({
    title,
    description,
    hasImage,
    titleTarget: targets.title,
    descriptionTarget: targets.description,
  })
  const checks = [
    {
      key: 'title',
      text: t('seo:checkTitle', { ...targets.title }),
      ok: inRange(title, targets.title),
    },
    {
      key: 'description',
      text: t('seo:checkDescription', { ...targets.description }),
      ok: inRange(description, targets.description),
    },
    { key: 'image', text: t('seo:checkImage'), ok: hasImage },
  ]
  return (
    <section className="seo-overview" aria-labelledby={`${path}-overview`}>
      <p
        className="seo-overview__summary"
        id={`${path}-overview`}
        data-color={passing === CHECKS ? 'green' : passing === 0 ? 'red' : 'orange'}
      >
        {t('seo:checksPassing', { count: passing, total: CHECKS })}
      </p>
      <ul className="seo-overview__checks">
        {checks.map((check) => (
          <li key={check.key} data-ok={check.ok}>
            <span className="seo-overview__mark" aria-hidden="true">
              {check.ok ? '✓' : '•'}
            </span>
            {check.text}
            <span className="visually-hidden">
              {' '}
              ({check.ok ? t('seo:checkPassed') : t('seo:checkFailed')})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
