import { Suspense, useState, type ComponentType } from 'react'
import { useT } from '../i18n/I18nProvider'
import { lazyPart } from './lazy-part'
import type { Contributed } from './registry'
import { WithPluginStrings } from './strings'
import type { ActionContribution, ActionDialogProps } from './types'

/** Rendered only once the plugin's strings are there, so its label is never looked up too early. */
function ActionButton(props: {
  labelKey: ActionContribution<object>['labelKey']
  onPress: () => void
}) {
  const t = useT()
  return (
    <button type="button" className="button button--secondary" onClick={props.onPress}>
      {t(props.labelKey)}
    </button>
  )
}

/** The action of `actions` whose dialog is open, and the way to open one. */
export function useActionDialog<C extends object>(
  name: string,
  actions: readonly Contributed<ActionContribution<C>>[],
  context: C,
) {
  const [open, setOpen] = useState<string | undefined>()
  const active = actions.find((action) => `${action.plugin}/${action.key}` === open)
  const Dialog = active
    ? (lazyPart(`${active.plugin}/${name}/${active.key}`, active.load) as ComponentType<
        ActionDialogProps<C>
      >)
    : undefined
  const dialog = Dialog && active && (
    <Suspense fallback={null}>
      <WithPluginStrings plugin={active.plugin}>
        <Dialog {...context} onClose={() => setOpen(undefined)} />
      </WithPluginStrings>
    </Suspense>
  )
  return {
    dialog,
    open: (action: Contributed<ActionContribution<C>>) => setOpen(`${action.plugin}/${action.key}`),
  }
}

/**
 * Plugins' buttons in a core screen's header (a list's, a document's): each action whose `when`
 * holds for `context`; its dialog downloads when it is pressed and is told `context` and `onClose`.
 */
export function PluginActions<C extends object>(props: {
  name: string
  actions: readonly Contributed<ActionContribution<C>>[]
  context: C
}) {
  const shown = props.actions.filter((action) => action.when(props.context))
  const { dialog, open } = useActionDialog(props.name, shown, props.context)
  return (
    <>
      {shown.map((action) => (
        <WithPluginStrings key={`${action.plugin}/${action.key}`} plugin={action.plugin}>
          <ActionButton labelKey={action.labelKey} onPress={() => open(action)} />
        </WithPluginStrings>
      ))}
      {dialog}
    </>
  )
}
