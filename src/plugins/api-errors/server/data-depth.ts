import { httpText } from '../../../server/kit/http-messages'
import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Whether a parsed value nests objects and arrays deeper than `maxDepth`, found without recursion. */
export function isDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth + 1 > maxDepth) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * Data that reached Payload without the HTTP layer's JSON scan (the `_payload` field of a
 * multipart upload) is refused with 400 when nested too deeply, before Payload walks it recursively.
 */
export function refuseDeepData(maxDepth: number): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (
      (operation === 'create' || operation === 'update') &&
      isDeeperThan((args as { data?: unknown }).data, maxDepth)
    ) {
      throw new APIError(
        httpText(req, 'bodyNestedTooDeep', { depth: maxDepth }),
        400,
        undefined,
        true,
      )
    }
    return args
  }
}
