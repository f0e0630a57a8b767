import type { ComponentType, ReactNode } from 'react'
import { lineDiff, wordDiff, type DiffPart } from '../../../shared/word-diff'
import { useT } from '../../i18n/I18nProvider'
import type { CellProps, DiffProps } from '../types'

/** Removed text: struck through on a red tint, and named for readers of assistive technology. */
export function Removed(props: { children: ReactNode }) {
  const t = useT()
  return (
    <>
      <span className="visually-hidden">{`${t('folio:diffRemoved')}: `}</span>
      <del className="field-diff__removed" title={t('folio:diffRemoved')}>
        {props.children}
      </del>
    </>
  )
}

/** Added text: underlined on a green tint, and named for readers of assistive technology. */
export function Added(props: { children: ReactNode }) {
  const t = useT()
  return (
    <>
      <span className="visually-hidden">{`${t('folio:diffAdded')}: `}</span>
      <ins className="field-diff__added" title={t('folio:diffAdded')}>
        {props.children}
      </ins>
    </>
  )
}

/**
 * A word or line diff. Changed: the older text (what was removed struck through) beside the newer
 * (what was added marked), stacked where the view is narrow; unchanged: the text once.
 */
function Parts(props: { parts: DiffPart[]; isBlock?: boolean }) {
  const t = useT()
  const Tag = props.isBlock ? 'pre' : 'p'
  const className = props.isBlock ? 'field-diff__text field-diff__text--lines' : 'field-diff__text'
  const empty = <span className="cell-empty">—</span>
  if (props.parts.every((part) => part.kind === 'same'))
    return <Tag className={className}>{props.parts.map((part) => part.text).join('') || empty}</Tag>
  const side = (kind: 'removed' | 'added') => {
    const shown = props.parts.filter((part) => part.kind === 'same' || part.kind === kind)
    if (shown.every((part) => !part.text)) return empty
    return shown.map((part, i) =>
      part.kind === 'same' ? (
        <span key={i}>{part.text}</span>
      ) : part.kind === 'removed' ? (
        <Removed key={i}>{part.text}</Removed>
      ) : (
        <Added key={i}>{part.text}</Added>
      ),
    )
  }
  return (
    <div className="field-diff__values field-diff__values--text">
      <div className="field-diff__before">
        <span className="visually-hidden">{t('folio:diffBefore')}</span>
        <Tag className={className}>{side('removed')}</Tag>
      </div>
      <div className="field-diff__after">
        <span className="visually-hidden">{t('folio:diffAfter')}</span>
        <Tag className={className}>{side('added')}</Tag>
      </div>
    </div>
  )
}

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(asText).join(', ')
      : String(value)

/** Text, textarea, email: word by word. */
export function TextDiff(props: DiffProps) {
  return <Parts parts={wordDiff(asText(props.before), asText(props.after))} />
}

const pretty = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2)

/** JSON and code: line by line. */
export function LinesDiff(props: DiffProps) {
  return <Parts parts={lineDiff(pretty(props.before), pretty(props.after))} isBlock />
}

/**
 * A value shown as its list cell shows it (a select's label, a date in the user's format, a
 * relation's title), the older beside the newer.
 */
export function valueDiff<P extends CellProps>(Cell: ComponentType<P>) {
  return function ValueDiff(props: DiffProps) {
    const t = useT()
    const cell = (value: unknown) => <Cell {...({ field: props.field, value } as P)} />
    return (
      <div className="field-diff__values">
        <div className="field-diff__before">
          <span className="visually-hidden">{t('folio:diffBefore')}</span>
          {cell(props.before)}
        </div>
        <div className="field-diff__after">
          <span className="visually-hidden">{t('folio:diffAfter')}</span>
          {cell(props.after)}
        </div>
      </div>
    )
  }
}
