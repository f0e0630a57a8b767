import { lazy, Suspense, type ComponentType } from 'react'
import { documentPanels } from './registry'
import type { DocumentPanelContext, DocumentPanelContribution } from './types'

const components = new Map<string, ComponentType<DocumentPanelContext>>()

function panelComponent(panel: DocumentPanelContribution): ComponentType<DocumentPanelContext> {
  let component = components.get(panel.key)
  if (!component) {
    component = lazy(panel.load)
    components.set(panel.key, component)
  }
  return component
}

/** The slot below a document's form: every plugin panel whose `when` holds, each loaded when first shown. */
export function DocumentPanels(props: DocumentPanelContext) {
  const shown = documentPanels().filter((panel) => panel.when(props))
  if (shown.length === 0) return null
  return (
    <div className="document-extras">
      <Suspense fallback={null}>
        {shown.map((panel) => {
          const Panel = panelComponent(panel)
          return <Panel key={panel.key} {...props} />
        })}
      </Suspense>
    </div>
  )
}
