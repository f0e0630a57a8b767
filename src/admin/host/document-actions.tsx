import type { ReactNode } from 'react'
import { useT } from '../i18n/I18nProvider'
import type { MenuAction } from '../ui/ActionsMenu'
import { ActionButton, useActionDialog } from './PluginActions'
import { contributed } from './registry'
import { usePluginStrings } from './strings'
import type { EditorSlotContext } from './types'

/**
 * The plugins' document actions of an editor: the buttons beside Save/Publish, the items of its
 * '…' menu and the dialog of the one pressed. An action shows once its plugin's strings are there
 * (with the page at once); none without a context (an editor outside a document).
 */
export function useDocumentActions(context: EditorSlotContext | undefined): {
  buttons: ReactNode
  menuActions: MenuAction[]
  dialog: ReactNode
} {
  const t = useT()
  const candidates = context
    ? contributed('documentActions').filter((action) => action.when(context))
    : []
  const hasStrings = usePluginStrings([...new Set(candidates.map((action) => action.plugin))])
  const shown = hasStrings ? candidates : []
  const { dialog, open } = useActionDialog('document-action', shown, context)
  const isInMenu = (action: (typeof shown)[number]) => action.placement === 'menu'
  return {
    buttons: shown
      .filter((action) => !isInMenu(action))
      .map((action) => (
        <ActionButton
          key={`${action.plugin}/${action.key}`}
          labelKey={action.labelKey}
          onPress={() => open(action)}
        />
      )),
    menuActions: shown.filter(isInMenu).map((action) => ({
      id: `${action.plugin}/${action.key}`,
      label: t(action.labelKey),
      onAction: () => open(action),
    })),
    dialog,
  }
}
