/**
 * Conditions: whether a field shows, decided from the document being edited. A content model
 * declares them with `defineCondition` in `src/content/conditions.ts` (a plugin in its shared half,
 * named `<slug>:<name>`, listed in its admin manifest) and sets one as the field's
 * `admin.condition`. Payload runs it on the server (a hidden field is not validated), the client
 * config sends its name, and the admin imports the same module and runs it in the browser.
 */
export interface ConditionContext {
  /** The path of the field being decided, with row indexes (`['sections', 2, 'caption']`), as Payload gives it. */
  path: (string | number)[]
}

export type ConditionFn = (
  data: Record<string, unknown>,
  siblingData: Record<string, unknown>,
  context: ConditionContext,
) => boolean

const NAME = Symbol.for('folio.condition')

type NamedCondition = ConditionFn & { [NAME]: string }

/** Names a condition so the client config can refer to it. */
export function defineCondition(name: string, fn: ConditionFn): ConditionFn {
  return Object.assign(
    (
      data: Record<string, unknown>,
      siblingData: Record<string, unknown>,
      context: ConditionContext,
    ) => fn(data ?? {}, siblingData ?? {}, context),
    {
      [NAME]: name,
    },
  )
}

/** The registered name of a condition, or undefined for an unnamed function (it then runs on the server only). */
export function conditionName(fn: unknown): string | undefined {
  return typeof fn === 'function' && typeof (fn as Partial<NamedCondition>)[NAME] === 'string'
    ? (fn as NamedCondition)[NAME]
    : undefined
}
