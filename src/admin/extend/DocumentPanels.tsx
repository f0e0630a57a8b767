import { lazy, Suspense, type ComponentType } from 'react'
import { documentPanels, type Contributed } from './registry'
import { WithPluginStrings } from './strings'
import type { DocumentPanelContext, DocumentPanelContribution } from './types'

const components = new Map<string, ComponentType<DocumentPanelContext>>()

function panelComponent(
  panel: Contributed<DocumentPanelContribution>,
): ComponentType<DocumentPanelContext> {
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
          return (
            <WithPluginStrings key={panel.key} plugin={panel.plugin}>
              <Panel {...props} />
            </WithPluginStrings>
          )
        })}
      </Suspense>
    </div>
  )
}
