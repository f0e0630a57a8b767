import { Suspense, useState } from 'react'
import { useT } from '../i18n/I18nProvider'
import { lazyPart } from './lazy-part'
import { listActions } from './registry'
import { WithPluginStrings } from './strings'
import type { ListActionContext, ListActionContribution } from './types'

/** Rendered only once the plugin's strings are there, so its label is never looked up too early. */
function ActionButton(props: { action: ListActionContribution; onPress: () => void }) {
  const t = useT()
  return (
    <button type="button" className="button button--secondary" onClick={props.onPress}>
      {t(props.action.labelKey)}
    </button>
  )
}

/** The plugins' buttons in a collection list's header; a button's dialog downloads when it is pressed. */
export function ListActions(props: ListActionContext) {
  const [open, setOpen] = useState<string | undefined>()
  const shown = listActions().filter((action) => action.when(props))
  const active = shown.find((action) => action.key === open)
  const Dialog = active
    ? lazyPart(`${active.plugin}/list-action/${active.key}`, active.load)
    : undefined
  return (
    <>
      {shown.map((action) => (
        <WithPluginStrings key={action.key} plugin={action.plugin}>
          <ActionButton action={action} onPress={() => setOpen(action.key)} />
        </WithPluginStrings>
      ))}
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog collection={props.collection} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  )
}
