import type { BlocksField } from '../../../shared/client-config'
import { rowsKit } from '../shared/rows-kit'

export const blocksKit = rowsKit<BlocksField>()
