import { use, useEffect, type ContextType, type RefObject } from 'react'
import { ComboBoxStateContext } from 'react-aria-components/ComboBox'

export type ComboState = ContextType<typeof ComboBoxStateContext>

/**
 * Hands a combobox's state to the component around it, which closes it after a pick when the
 * pick is not kept as the combobox's selection (a chosen relation, an added select value).
 */
export function ComboStateBridge(props: { stateRef: RefObject<ComboState> }) {
  const state = use(ComboBoxStateContext)
  useEffect(() => {
    props.stateRef.current = state
  })
  return null
}

/** Opens the combobox with every option shown (as its button does), unless it is open already. */
export function openWithAllItems(state: ComboState): void {
  if (state && !state.isOpen) state.open(null, 'manual')
}
