import { memo, Suspense, useCallback, useSyncExternalStore } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import type { ClientField, LayoutNode } from '../../shared/client-config'
import { getPath } from '../../shared/object-path'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { passesCondition } from './conditions'
import { FieldRenderer } from './FieldRenderer'
import type { FormStore } from './form-store'
import { LazyRowsField } from './rows/lazy-rows-field'
import type { RowRender } from './rows/RowsField'
import { UiField } from './UiField'
import '../styles/layout-fields.css'

export interface RenderLayoutProps {
  nodes: LayoutNode[]
  /** The fields the nodes name, by path relative to `pathPrefix`. */
  fieldsByPath: ReadonlyMap<string, ClientField>
  store: FormStore
  isReadOnly: boolean
  idPrefix: string
  fallbackDoc?: Record<string, unknown>
  /** The form's top-level fields: conditions see the whole document through them. */
  rootFields: ClientField[]
  /** Inside a row of an array or blocks field: the row's path with a trailing dot (`links.2.`). */
  pathPrefix?: string
}

/**
 * Renders the edit form's layout: fields, and the rows, collapsibles, groups and tabs around them;
 * arrays and blocks render their rows with this same component, one level down.
 */
export const RenderLayout = memo(function RenderLayout(props: RenderLayoutProps) {
  return (
    <div className="fields">
      {props.nodes.map((node, index) => (
        <LayoutNodeView key={nodeKey(node, index)} {...props} node={node} />
      ))}
    </div>
  )
})

function nodeKey(node: LayoutNode, index: number): string {
  return node.kind === 'field' || node.kind === 'group'
    ? `${node.kind}:${node.path}`
    : `${node.kind}:${index}`
}

function LayoutNodeView(props: RenderLayoutProps & { node: LayoutNode }) {
  const t = useT()
  const label = useLabel()
  const { node } = props
  const children = (nodes: LayoutNode[]) => <RenderLayout {...props} nodes={nodes} />
  if (node.kind !== 'field' && !showsAField(node, props.fieldsByPath)) return null

  switch (node.kind) {
    case 'field': {
      const field = props.fieldsByPath.get(node.path)
      if (!field || field.admin.hidden) return null
      return <LayoutField {...props} field={field} path={(props.pathPrefix ?? '') + field.name} />
    }
    case 'row':
      return (
        <div className="field-row">
          {node.children.map((child, index) => (
            <LayoutNodeView key={nodeKey(child, index)} {...props} node={child} />
          ))}
        </div>
      )
    case 'collapsible':
      return (
        <details className="collapsible" open={!node.isInitiallyCollapsed}>
          <summary className="collapsible__summary">
            {label(node.label, t('general:collapse'))}
          </summary>
          <div className="collapsible__body">{children(node.children)}</div>
        </details>
      )
    case 'group':
      return (
        <fieldset className="group-field">
          <legend className="group-field__legend">
            {label(node.label, node.path.split('.').pop())}
          </legend>
          {node.description && <p className="field__description">{label(node.description)}</p>}
          {children(node.children)}
        </fieldset>
      )
    case 'tabs':
      return (
        <Tabs className="tabs-field">
          <TabList className="tabs-field__list" aria-label={t('folio:fieldTabs')}>
            {node.tabs.map((tab, index) => (
              <Tab key={index} id={String(index)} className="tabs-field__tab">
                {label(tab.label)}
              </Tab>
            ))}
          </TabList>
          {node.tabs.map((tab, index) => (
            // Every panel stays mounted, so fields in a hidden tab keep their values and errors.
            <TabPanel key={index} id={String(index)} className="tabs-field__panel" shouldForceMount>
              {tab.description && <p className="field__description">{label(tab.description)}</p>}
              {children(tab.children)}
            </TabPanel>
          ))}
        </Tabs>
      )
  }
}

/**
 * Whether a part of the layout holds a field that is not hidden: a group or row of hidden fields
 * only (an upload collection's `sizes`) is not drawn as an empty box.
 */
function showsAField(node: LayoutNode, fieldsByPath: ReadonlyMap<string, ClientField>): boolean {
  switch (node.kind) {
    case 'field': {
      const field = fieldsByPath.get(node.path)
      return Boolean(field && !field.admin.hidden)
    }
    case 'tabs':
      return node.tabs.some((tab) => tab.children.some((child) => showsAField(child, fieldsByPath)))
    default:
      return node.children.some((child) => showsAField(child, fieldsByPath))
  }
}

/** A field of the layout, shown only while its condition holds; arrays and blocks render their rows. */
function LayoutField(props: RenderLayoutProps & { field: ClientField; path: string }) {
  const {
    store,
    field,
    path,
    rootFields,
    nodes: _nodes,
    fieldsByPath: _fields,
    pathPrefix: _prefix,
    ...shared
  } = props
  const subscribe = useCallback(
    (onChange: () => void) => (field.condition ? store.subscribeAny(onChange) : () => undefined),
    [store, field.condition],
  )
  const isShown = useSyncExternalStore(subscribe, () =>
    passesCondition(store, rootFields, field, path),
  )
  const { isReadOnly, idPrefix, fallbackDoc } = shared
  // Stable, so the memoised rows re-render only when their own props change.
  const renderRow = useCallback(
    (row: RowRender) => (
      <RenderLayout
        store={store}
        rootFields={rootFields}
        isReadOnly={isReadOnly}
        idPrefix={idPrefix}
        fallbackDoc={fallbackDoc}
        nodes={row.layout}
        fieldsByPath={row.fieldsByPath}
        pathPrefix={row.pathPrefix}
      />
    ),
    [store, rootFields, isReadOnly, idPrefix, fallbackDoc],
  )
  if (!isShown) return null
  if (field.type === 'ui') return <UiField store={store} field={field} path={path} />
  if (field.type === 'array' || field.type === 'blocks') {
    // A form that preloaded its parts (the editor) renders it at once; another one (a drawer's
    // fields) shows it when its code is there.
    return (
      <Suspense>
        <LazyRowsField
          store={store}
          field={field}
          path={path}
          isReadOnly={props.isReadOnly}
          idPrefix={props.idPrefix}
          renderRow={renderRow}
        />
      </Suspense>
    )
  }
  return (
    <FieldRenderer
      store={store}
      field={field}
      path={path}
      isReadOnly={props.isReadOnly}
      idPrefix={props.idPrefix}
      fallbackValue={getPath(props.fallbackDoc, path)}
    />
  )
}
