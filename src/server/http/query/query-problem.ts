import type { HttpMessageKey } from '../../kit/http-messages'

/** What is wrong with a request's query: the message to answer 400 with. */
export interface QueryProblem {
  key: HttpMessageKey
  vars?: Record<string, string | number>
}
