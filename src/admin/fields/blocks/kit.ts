import { rowsKit } from '../shared/rows-kit'

export const blocksKit = rowsKit
