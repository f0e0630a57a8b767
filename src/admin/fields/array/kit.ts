import type { ArrayField } from '../../../shared/client-config'
import { rowsKit } from '../shared/rows-kit'

export const arrayKit = rowsKit<ArrayField>()
