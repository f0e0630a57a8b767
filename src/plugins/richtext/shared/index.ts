export type { RichTextProblemKey } from './messages/index'
export {
  validateRichText,
  type RelationKind,
  type RichTextProblem,
  type RichTextRules,
} from './validate'
