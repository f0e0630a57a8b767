import { Suspense } from 'react'
import { lazyPart } from './lazy-part'
import { documentPanels } from './registry'
import { WithPluginStrings } from './strings'
import type { DocumentPanelContext } from './types'

/** The slot below a document's form: every plugin panel whose `when` holds, each loaded when first shown. */
export function DocumentPanels(props: DocumentPanelContext) {
  const shown = documentPanels().filter((panel) => panel.when(props))
  if (shown.length === 0) return null
  return (
    <div className="document-extras">
      <Suspense fallback={null}>
        {shown.map((panel) => {
          const Panel = lazyPart(`${panel.plugin}/panel/${panel.key}`, panel.load)
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
