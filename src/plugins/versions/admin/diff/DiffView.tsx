import { memo, useState } from 'react'
import { kitOf } from '../../../../admin/extend/forms'
import { useLabel, useT } from '../../../../admin/extend/i18n'
import type { DiffNode, RowDiff, RowsDiff } from './build-diff'

/**
 * The field-by-field diff: changed fields marked, sections and rows nested. Unchanged parts carry
 * `data-unchanged`; 'modified only' hides them at every depth with one attribute on the root, so
 * switching it draws nothing again (a diff of hundreds of rows stays instant).
 */
export function DiffView(props: { nodes: DiffNode[]; isModifiedOnly: boolean }) {
  const t = useT()
  const isSame = props.nodes.every((node) => node.changed === 0)
  return (
    <div className="diff-root" data-modified-only={props.isModifiedOnly || undefined}>
      {isSame && (
        <p className="diff-root__none" role="status">
          {t('versions:noDifferences')}
        </p>
      )}
      <DiffNodes nodes={props.nodes} />
    </div>
  )
}

const DiffNodes = memo(function DiffNodes(props: { nodes: DiffNode[] }) {
  return (
    <div className="field-diffs">
      {props.nodes.map((node) => (
        <DiffNodeView key={node.key} node={node} />
      ))}
    </div>
  )
})

function DiffNodeView(props: { node: DiffNode }) {
  const label = useLabel()
  const { node } = props
  if (node.kind === 'section') {
    if (node.children.length === 0) return null
    if (node.label === undefined)
      return (
        <div data-unchanged={node.changed === 0 || undefined}>
          <DiffNodes nodes={node.children} />
        </div>
      )
    return (
      <Collapser title={label(node.label)} changed={node.changed}>
        <DiffNodes nodes={node.children} />
      </Collapser>
    )
  }
  const title = `${label(node.field.label ?? node.field.name.split('.').pop() ?? '')}${node.locale ? ` (${node.locale})` : ''}`
  if (node.kind === 'rows') return <RowsView node={node} title={title} />
  const Diff = kitOf(node.field).Diff
  return (
    <div
      className={node.changed ? 'field-diff field-diff--changed' : 'field-diff'}
      data-unchanged={node.changed === 0 || undefined}
    >
      <p className="field-diff__label">{title}</p>
      <Diff field={node.field} before={node.before} after={node.after} />
    </div>
  )
}

function RowsView(props: { node: RowsDiff; title: string }) {
  const { node } = props
  const Diff = kitOf(node.field).Diff
  const rows = node.rows
  return (
    <Collapser title={props.title} changed={node.changed}>
      <Diff field={node.field} before={node.before} after={node.after} />
      {rows.map((row) => (
        <RowView key={row.key} row={row} field={node.field} />
      ))}
    </Collapser>
  )
}

function RowView(props: { row: RowDiff; field: RowsDiff['field'] }) {
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
      <DiffNodes nodes={row.children} />
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
    <section
      className="diff-collapser"
      data-tone={props.tone}
      data-unchanged={props.changed === 0 || undefined}
    >
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
