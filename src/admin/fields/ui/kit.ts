import type { UiField } from '../../../shared/client-config'
import type { FieldKit } from '../types'

const Nothing = () => null

/** UI fields hold no value: the form renders their registered component (see `components.ts`), lists nothing. */
export const uiKit: FieldKit<UiField> = {
  Input: Nothing,
  Cell: Nothing,
  Diff: Nothing,
  validate: () => true,
  emptyValue: null,
  labelling: 'self',
  hasNoValue: true,
}
