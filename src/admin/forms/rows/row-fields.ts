import type {
  ArrayField,
  BlocksField,
  ClientBlock,
  ClientField,
  LayoutNode,
} from '../../../shared/client-config'

/** The fields and layout of one row: the array's own, or the row's block's. */
export function rowSchema(
  field: ArrayField | BlocksField,
  blockType: string | undefined,
): { fields: ClientField[]; layout: LayoutNode[]; block?: ClientBlock } {
  if (field.type === 'blocks') {
    const block = field.blocks.find((b) => b.slug === blockType)
    return block
      ? { fields: block.fields, layout: block.layout, block }
      : { fields: [], layout: [] }
  }
  return { fields: field.fields, layout: field.layout }
}

/** A new row id, shaped like the ones Payload makes (24 hex digits). */
export function newRowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** 'Item 01', 'Block 07': the label of row `index`, numbered from 1 with two digits. */
export function rowNumber(index: number): string {
  return String(index + 1).padStart(2, '0')
}
