import type { ComponentType } from 'react'
import { lineDiff, wordDiff, type DiffPart } from '../../../shared/word-diff'
import { useT } from '../../i18n/I18nProvider'
import type { CellProps, DiffProps } from '../types'

/** The parts of a word or line diff: removed struck through, added underlined, each named for readers of assistive technology. */
function Parts(props: { parts: DiffPart[]; isBlock?: boolean }) {
  const t = useT()
  const Tag = props.isBlock ? 'pre' : 'p'
  return (
    <Tag
      className={props.isBlock ? 'field-diff__text field-diff__text--lines' : 'field-diff__text'}
    >
      {props.parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={i} className="field-diff__removed" title={t('folio:diffRemoved')}>
            {part.text}
          </del>
        ) : (
          <ins key={i} className="field-diff__added" title={t('folio:diffAdded')}>
            {part.text}
          </ins>
        ),
      )}
    </Tag>
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
