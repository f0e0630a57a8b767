import {
  ValidationError,
  type RichTextAdapter,
  type RichTextAdapterProvider,
  type RichTextHooks,
} from 'payload'
import type { RichTextValue } from '../../../shared/rich-text'
import { validateRichText, type RichTextProblem } from '../shared'
import { populateRelated } from './populate'
import type { RichTextExtraFields } from './editor-options'
import { checkExtraFields } from './extra-field-check'
import { withDeclaredExtraFields } from './extra-fields'
import { withExtraRelationIds } from './extra-relations'
import { problemMessage } from './problem-message'
import { richTextRules } from './rules'
import { withIdsOnly } from './store-ids'
import { unreadableTarget } from './unreadable-target'

type AfterReadHook = NonNullable<RichTextHooks['afterRead']>[number]
type BeforeChangeHook = NonNullable<RichTextHooks['beforeChange']>[number]
type BeforeValidateHook = NonNullable<RichTextHooks['beforeValidate']>[number]

/** With depth > 0, related documents replace their ids, read at depth 0 as the reader may see them. */
const populateOnRead: AfterReadHook = async (args) => {
  const { value, depth, currentDepth = 1, req } = args
  if (!depth || currentDepth > depth || !Array.isArray(value)) return value
  return populateRelated(
    value,
    {
      req,
      // As Payload populates its own relationship fields: a Local API read that overrides access
      // reads related documents the same way; every REST read respects the reader's access.
      overrideAccess: args.overrideAccess === true,
      locale: args.locale,
      fallbackLocale: args.fallbackLocale,
      draft: args.draft,
    },
    declaredExtraFields(args.field),
  )
}

const declaredExtraFields = (field: { custom?: unknown }) =>
  (field.custom as { folioRichTextFields?: RichTextExtraFields } | undefined)?.folioRichTextFields

/**
 * Refuses a malformed value before Payload touches it: Payload copies the data recursively before
 * `validate` runs (a value 10,000 levels deep overflows the stack there, a 500), and skips
 * `validate` for drafts (autosave). `required` and the extra fields' rules stay with `validate`,
 * which drafts may skip; the extra fields' types are checked here, drafts included, and so is
 * every related document the write adds: one the writer may not read is refused (unless the write
 * overrides access, as a Local API call by default does).
 */
async function problemBeforeValidate(
  args: Parameters<BeforeValidateHook>[0],
): Promise<RichTextProblem | undefined> {
  const { value, req, field } = args
  // What the write starts from: the stored document (update), or the original of a duplicate.
  const stored = field.name ? args.previousSiblingDoc?.[field.name] : undefined
  const structure = validateRichText(value, richTextRules(req.payload.config, false, stored))
  if (structure !== true) return structure
  // A client may send back what a read populated: the extra fields' relations are checked as ids.
  const extra = declaredExtraFields(field)
  const extraProblem = await checkExtraFields(withExtraRelationIds(value, extra), extra, req, {
    rules: false,
  })
  if (extraProblem || args.overrideAccess) return extraProblem
  return unreadableTarget(value, stored, req)
}

const refuseMalformed: BeforeValidateHook = async (args) => {
  const { value, req, path, field, collection, global } = args
  const problem = await problemBeforeValidate(args)
  if (!problem) return value
  const label = 'label' in field && field.label ? field.label : field.name
  throw new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      errors: [
        { label: label as never, message: problemMessage(req, problem), path: path.join('.') },
      ],
      req,
    },
    req.t,
  )
}

/**
 * Related documents are stored as `{ id }`, whatever a client sends back from a populated read;
 * links and uploads keep only the extra fields their editor declares.
 */
const storeIds: BeforeChangeHook = ({ value, field }) =>
  withExtraRelationIds(
    withDeclaredExtraFields(withIdsOnly(value), declaredExtraFields(field)),
    declaredExtraFields(field),
  )

const adapter: RichTextAdapter<RichTextValue> = {
  // Payload's admin UI would render these; Folio is headless and its own admin draws rich text
  // (the richtext plugin's admin half, field kit 'richtext:editor'), so they are never loaded.
  FieldComponent: false,
  CellComponent: false,
  validate: async (value, options) => {
    const { req, required, previousValue } = options
    const result = validateRichText(
      value,
      richTextRules(req.payload.config, required === true, previousValue),
    )
    if (result !== true) return problemMessage(req, result)
    const extraProblem = await checkExtraFields(value, declaredExtraFields(options), req, {
      rules: true,
    })
    return extraProblem ? problemMessage(req, extraProblem) : true
  },
  hooks: {
    beforeValidate: [refuseMalformed],
    beforeChange: [storeIds],
    afterRead: [populateOnRead],
  },
}

/** Folio's rich-text editor on the server: Slate JSON (src/shared/rich-text.ts), checked and populated. */
export const folioRichTextEditor: RichTextAdapterProvider<RichTextValue> = () => adapter
