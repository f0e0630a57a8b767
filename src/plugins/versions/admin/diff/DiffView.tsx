import { useState } from 'react'
import { kitOf } from '../../../../admin/extend/forms'
import { useLabel, useT } from '../../../../admin/extend/i18n'
import type { DiffNode, RowDiff, RowsDiff } from './build-diff'

interface DiffViewProps {
  nodes: DiffNode[]
  isModifiedOnly: boolean
}

/** The field-by-field diff: changed fields marked, sections and rows nested, 'modified only' hiding the rest at every depth. */
export function DiffView(props: DiffViewProps) {
  const shown = props.isModifiedOnly ? props.nodes.filter((n) => n.changed > 0) : props.nodes
  return (
    <div className="field-diffs">
      {shown.map((node) => (
        <DiffNodeView key={node.key} node={node} isModifiedOnly={props.isModifiedOnly} />
      ))}
    </div>
  )
}

function DiffNodeView(props: { node: DiffNode; isModifiedOnly: boolean }) {
  const label = useLabel()
  const { node } = props
  if (node.kind === 'section') {
    if (node.children.length === 0) return null
    if (node.label === undefined)
      return <DiffView nodes={node.children} isModifiedOnly={props.isModifiedOnly} />
    return (
      <Collapser title={label(node.label)} changed={node.changed}>
        <DiffView nodes={node.children} isModifiedOnly={props.isModifiedOnly} />
      </Collapser>
    )
  }
  const title = `${label(node.field.label ?? node.field.name.split('.').pop() ?? '')}${node.locale ? ` (${node.locale})` : ''}`
  if (node.kind === 'rows')
    return <RowsView node={node} title={title} isModifiedOnly={props.isModifiedOnly} />
  const Diff = kitOf(node.field).Diff
  return (
    <div className={node.changed ? 'field-diff field-diff--changed' : 'field-diff'}>
      <p className="field-diff__label">{title}</p>
      <Diff field={node.field} before={node.before} after={node.after} />
    </div>
  )
}

function RowsView(props: { node: RowsDiff; title: string; isModifiedOnly: boolean }) {
  const { node } = props
  const Diff = kitOf(node.field).Diff
  const rows = props.isModifiedOnly ? node.rows.filter((r) => r.changed > 0) : node.rows
  return (
    <Collapser title={props.title} changed={node.changed}>
      <Diff field={node.field} before={node.before} after={node.after} />
      {rows.map((row) => (
        <RowView key={row.key} row={row} field={node.field} isModifiedOnly={props.isModifiedOnly} />
      ))}
    </Collapser>
  )
}

function RowView(props: { row: RowDiff; field: RowsDiff['field']; isModifiedOnly: boolean }) {
  const t = useT()
  const label = useLabel()
  const { row } = props
  const number = String(row.position).padStart(2, '0')
  const noun =
    props.field.type === 'blocks'
      ? label(props.field.labels?.singular ?? t('fields:block'))
      : label(props.field.labels?.singular ?? t('general:item'))
  const blockBefore = row.block?.before
  const blockAfter = row.block?.after
  const typeChanged = blockBefore && blockAfter && blockBefore.slug !== blockAfter.slug
  const status =
    row.status === 'added'
      ? t('versions:rowAdded')
      : row.status === 'removed'
        ? t('versions:rowRemoved')
        : row.status === 'moved'
          ? t('versions:rowMoved', { from: String(row.from).padStart(2, '0') })
          : undefined
  const blockName = typeChanged
    ? t('versions:blockTypeChanged', {
        before: label(blockBefore.labels.singular),
        after: label(blockAfter.labels.singular),
      })
    : (blockAfter ?? blockBefore)
      ? label((blockAfter ?? blockBefore)!.labels.singular)
      : undefined
  return (
    <Collapser
      title={`${noun} ${number}`}
      detail={[blockName, status].filter(Boolean).join(' · ')}
      changed={row.changed}
      tone={row.status}
    >
      <DiffView nodes={row.children} isModifiedOnly={props.isModifiedOnly} />
    </Collapser>
  )
}

/** A section that opens and closes, with the count of changed fields inside. */
function Collapser(props: {
  title: string
  detail?: string
  changed: number
  tone?: RowDiff['status']
  children: React.ReactNode
}) {
  const t = useT()
  const [isOpen, setOpen] = useState(true)
  return (
    <section className="diff-collapser" data-tone={props.tone}>
      <h3 className="diff-collapser__heading">
        <button
          type="button"
          className="diff-collapser__toggle"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          <span
            aria-hidden="true"
            className="diff-collapser__chevron"
            data-open={isOpen || undefined}
          >
            ›
          </span>
          <span className="diff-collapser__title">{props.title}</span>
          {props.detail && <span className="diff-collapser__detail">{props.detail}</span>}
          {props.changed > 0 && (
            <span className="pill diff-collapser__count">
              {t(
                props.changed === 1
                  ? 'version:changedFieldsCount_one'
                  : 'version:changedFieldsCount_other',
                {
                  count: props.changed,
                },
              )}
            </span>
          )}
        </button>
      </h3>
      {isOpen && <div className="diff-collapser__body">{props.children}</div>}
    </section>
  )
}
