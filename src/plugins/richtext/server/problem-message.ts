import type { PayloadRequest } from 'payload'
import { folioMessage } from '../../../server/kit/translations'
import type { RichTextProblem } from '../shared'
import { richTextMessages } from '../shared/messages'

const richTextMessage = folioMessage(richTextMessages)

/** A problem of the validator as a sentence in the request's language, naming where it is. */
export function problemMessage(req: PayloadRequest, problem: RichTextProblem): string {
  const at = problem.at ? richTextMessage(req, 'location', { path: problem.at.join(' › ') }) : ''
  return richTextMessage(req, problem.key, { ...problem.vars, at })
}
