export { richTextMessages, type RichTextProblemKey } from './messages'
export {
  validateRichText,
  type RelationKind,
  type RichTextProblem,
  type RichTextRules,
} from './validate'
