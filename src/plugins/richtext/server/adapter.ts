import type { RichTextAdapter, RichTextAdapterProvider, RichTextHooks } from 'payload'
import type { RichTextValue } from '../../../shared/rich-text'
import { validateRichText } from '../shared'
import { populateRelated } from './populate'
import { problemMessage } from './problem-message'
import { richTextRules } from './rules'
import { withIdsOnly } from './store-ids'

type AfterReadHook = NonNullable<RichTextHooks['afterRead']>[number]
type BeforeChangeHook = NonNullable<RichTextHooks['beforeChange']>[number]

/** With depth > 0, related documents replace their ids, read at depth 0 as the reader may see them. */
const populateOnRead: AfterReadHook = async (args) => {
  const { value, depth, currentDepth = 1, req } = args
  if (!depth || currentDepth > depth || !Array.isArray(value)) return value
  return populateRelated(value, {
    req,
    // As Payload populates its own relationship fields: a Local API read that overrides access
    // reads related documents the same way; every REST read respects the reader's access.
    overrideAccess: args.overrideAccess === true,
    locale: args.locale,
    fallbackLocale: args.fallbackLocale,
    draft: args.draft,
  })
}

/**
 * Stores related documents as `{ id }`. Payload skips `validate` for drafts (autosave), so a
 * draft's value is checked here instead: malformed content is refused whether published or not.
 */
const storeIdsOnChange: BeforeChangeHook = ({
  value,
  skipValidation,
  errors,
  req,
  path,
  fieldLabelPath,
}) => {
  if (skipValidation && errors) {
    const result = validateRichText(value, richTextRules(req.payload.config, false))
    if (result !== true) {
      errors.push({
        label: fieldLabelPath,
        message: problemMessage(req, result),
        path: path.join('.'),
      })
      return value
    }
  }
  return withIdsOnly(value)
}

const adapter: RichTextAdapter<RichTextValue> = {
  // Payload's admin UI would render these; Folio is headless and its own admin draws rich text
  // (the richtext plugin's admin half, field kit 'richtext:editor'), so they are never loaded.
  FieldComponent: false,
  CellComponent: false,
  validate: (value, { req, required }) => {
    const result = validateRichText(value, richTextRules(req.payload.config, required === true))
    return result === true ? true : problemMessage(req, result)
  },
  hooks: { afterRead: [populateOnRead], beforeChange: [storeIdsOnChange] },
}

/** Folio's rich-text editor on the server: Slate JSON (src/shared/rich-text.ts), checked and populated. */
export const folioRichTextEditor: RichTextAdapterProvider<RichTextValue> = () => adapter
