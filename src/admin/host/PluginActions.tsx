import { Suspense, useState, type ComponentType } from 'react'
import { useT } from '../i18n/I18nProvider'
import { lazyPart } from './lazy-part'
import type { Contributed } from './registry'
import { WithPluginStrings } from './strings'
import type { ActionContribution, ActionDialogProps, TranslationKey } from './types'

/** Rendered only once the plugin's strings are there, so its label is never looked up too early. */
export function ActionButton(props: { labelKey: TranslationKey; onPress: () => void }) {
  const t = useT()
  return (
    <button type="button" className="button button--secondary" onClick={props.onPress}>
      {t(props.labelKey)}
    </button>
  )
}

/**
 * The dialog of the pressed action among `actions` (downloaded when pressed, told `context` and
 * `onClose`), and the way to open one. No dialog while there is no context.
 */
export function useActionDialog<C extends object>(
  name: string,
  actions: readonly Contributed<ActionContribution<C>>[],
  context: C | undefined,
) {
  const [open, setOpen] = useState<string | undefined>()
  const active = actions.find((action) => `${action.plugin}/${action.key}` === open)
  const Dialog =
    active &&
    (lazyPart(`${active.plugin}/${name}/${active.key}`, active.load) as ComponentType<
      ActionDialogProps<C>
    >)
  const dialog = Dialog && active && context && (
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
 * Plugins' buttons in a core screen's header (a collection list's): each action whose `when`
 * holds for `context`, opening its dialog.
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
