import { rowsKit } from '../shared/rows-kit'

export const arrayKit = rowsKit
