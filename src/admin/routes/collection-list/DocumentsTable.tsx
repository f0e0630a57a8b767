import { Suspense } from 'react'
import { uploadCell } from './upload-cells'
import type { ClientCollection, ClientField } from '../../../shared/client-config'
import { getPath } from '../../../shared/object-path'
import { adminPaths } from '../../../shared/routes'
import type { ListResponse } from '../../data/documents'
import type { DocumentLinkState } from '../../lib/document-link-state'
import { pluginFieldKit } from '../../host/field-kits'
import { WithPluginStrings } from '../../host/strings'
import { pluginUiField } from '../../host/ui-fields'
import { kitOf } from '../../fields/registry'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { IntentLink } from '../../ui/IntentLink'
import { Loading } from '../../ui/Loading'
import { useHeaderLabel } from './use-header-label'

interface DocumentsTableProps {
  collection: ClientCollection
  columns: ClientField[]
  data: ListResponse | undefined
  isLoading: boolean
  isStale: boolean
  sort: string | undefined
  onSort: (sort: string | undefined) => void
  locale: string | undefined
  caption: string
  /** Whether the user may read the collection's documents: only then do the row links start the edit screen on intent. */
  canOpen: boolean
  /** Row selection for bulk actions; absent when the user can do nothing in bulk. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void }
}

export function DocumentsTable(props: DocumentsTableProps) {
  const t = useT()
  const label = useLabel()
  const { collection, columns } = props
  const headerLabel = useHeaderLabel()

  if (props.isLoading) return <Loading />
  if (!props.data || props.data.docs.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">
          {t('general:noResults', { label: label(collection.labels.plural) })}
        </p>
      </div>
    )
  }
  return (
    <div className="table-wrap" data-stale={props.isStale || undefined}>
      <table className="table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.selection && (
              <td className="table__select">
                <input
                  type="checkbox"
                  aria-label={t('general:selectAllRows')}
                  checked={props.data.docs.every((d) =>
                    props.selection!.selected.has(String(d.id)),
                  )}
                  onChange={(e) =>
                    props.selection!.onChange(
                      new Set(e.target.checked ? props.data!.docs.map((d) => String(d.id)) : []),
                    )
                  }
                />
              </td>
            )}
            {columns.map((field) => {
              if (field.type === 'ui')
                return (
                  <th key={field.name} scope="col">
                    {headerLabel(field)}
                  </th>
                )
              const direction =
                props.sort === field.name
                  ? 'ascending'
                  : props.sort === `-${field.name}`
                    ? 'descending'
                    : undefined
              const next =
                direction === 'ascending'
                  ? `-${field.name}`
                  : direction === 'descending'
                    ? undefined
                    : field.name
              return (
                <th key={field.name} scope="col" aria-sort={direction ?? 'none'}>
                  <button type="button" className="table__sort" onClick={() => props.onSort(next)}>
                    {headerLabel(field)}
                    <span
                      className="table__sort-icon"
                      data-direction={direction}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {props.data.docs.map((doc) => (
            <tr
              key={String(doc.id)}
              aria-selected={
                props.selection ? props.selection.selected.has(String(doc.id)) : undefined
              }
            >
              {props.selection && (
                <td className="table__select">
                  <input
                    type="checkbox"
                    aria-label={t('folio:selectRow', {
                      label: rowTitle(doc, collection, t('general:untitled')),
                    })}
                    checked={props.selection.selected.has(String(doc.id))}
                    onChange={() => {
                      const next = new Set(props.selection!.selected)
                      if (next.has(String(doc.id))) next.delete(String(doc.id))
                      else next.add(String(doc.id))
                      props.selection!.onChange(next)
                    }}
                  />
                </td>
              )}
              {columns.map((field, index) => {
                const Cell = kitOf(field).Cell
                const pluginKit = pluginFieldKit(field.kit)
                const uiCell = field.type === 'ui' ? pluginUiField(field.component) : undefined
                const fileCell = uploadCell(collection, field, doc)
                const cell = fileCell ? (
                  fileCell
                ) : uiCell?.Cell ? (
                  <WithPluginStrings plugin={uiCell.plugin}>
                    <Suspense fallback={null}>
                      <uiCell.Cell collection={collection} field={field} doc={doc} />
                    </Suspense>
                  </WithPluginStrings>
                ) : pluginKit?.Cell ? (
                  <WithPluginStrings
                    plugin={pluginKit.plugin}
                    fallback={<Cell field={field} value={getPath(doc, field.name)} />}
                  >
                    <Suspense fallback={<Cell field={field} value={getPath(doc, field.name)} />}>
                      <pluginKit.Cell
                        field={field}
                        value={getPath(doc, field.name)}
                        row={{ collection, doc }}
                      />
                    </Suspense>
                  </WithPluginStrings>
                ) : (
                  <Cell field={field} value={getPath(doc, field.name)} />
                )
                if (index === 0) {
                  const value = getPath(doc, field.name)
                  const text =
                    value === null || value === undefined || value === ''
                      ? `${t('general:untitled')} (${String(doc.id)})`
                      : undefined
                  return (
                    <th key={field.name} scope="row">
                      <IntentLink
                        className="table__title-link"
                        to={
                          adminPaths.document(collection.slug, doc.id) +
                          (props.locale ? `?locale=${props.locale}` : '')
                        }
                        canOpen={props.canOpen}
                        state={documentLinkState(doc, collection)}
                      >
                        {text ?? cell}
                      </IntentLink>
                    </th>
                  )
                }
                return <td key={field.name}>{cell}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The edit screen shows the row's title while the document is on its way (`DocumentLinkState`). */
function documentLinkState(
  doc: Record<string, unknown>,
  collection: ClientCollection,
): DocumentLinkState {
  const value = doc[collection.admin.useAsTitle]
  return { title: typeof value === 'string' && value ? value : String(doc.id) }
}

function rowTitle(
  doc: Record<string, unknown>,
  collection: ClientCollection,
  untitled: string,
): string {
  const value = doc[collection.admin.useAsTitle]
  return typeof value === 'string' && value ? value : `${untitled} (${String(doc.id)})`
}
