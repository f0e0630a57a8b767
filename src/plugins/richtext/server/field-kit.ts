import type { Block, Field } from 'payload'
import { extraFieldsOf, isFolioEditor } from './editor-options'
import { extraFieldChecks } from './extra-field-check'
import { SUB_FORMS_KEY } from '../../../shared/form-state'

/** The admin half's field kit for rich text (its `fieldKits` entry). */
export const RICH_TEXT_KIT = 'richtext:editor'

/**
 * The fields with every rich-text field marked for the admin's rich-text kit (`custom.folioKit`),
 * however deep in arrays, blocks, groups, rows, collapsibles and tabs. A field with an editor of
 * its own is left alone: the kit edits only Folio's Slate value. The extra fields of its links and
 * uploads (`folioRichText` options) go along as `custom.folioRichTextFields`, for the client config,
 * and their checks as `custom.folioSubForms`, for the drawers' form-state requests.
 */
export function withRichTextKit(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'richText': {
        if (field.editor && !isFolioEditor(field.editor)) return field
        const extraFields = extraFieldsOf(field.editor)
        return {
          ...field,
          custom: {
            ...field.custom,
            folioKit: RICH_TEXT_KIT,
            ...(extraFields && {
              folioRichTextFields: extraFields,
              [SUB_FORMS_KEY]: extraFieldChecks(extraFields),
            }),
          },
        }
      }
      case 'array':
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: withRichTextKit(field.fields) } as Field
      case 'blocks':
        return { ...field, blocks: field.blocks?.map(withBlockKit) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: withRichTextKit(tab.fields) })),
        }
      default:
        return field
    }
  })
}

export function withBlockKit(block: Block): Block {
  return { ...block, fields: withRichTextKit(block.fields) }
}
