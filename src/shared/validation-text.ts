import type { ValidationResult } from './validation'

/** Any translation function: the admin's `t` or Payload's `req.t`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string

/** The message of a failed rule: variables that are translation keys (`varKeys`) are translated first. */
export function validationText(t: Translate, result: Exclude<ValidationResult, true>): string {
  const vars: Record<string, string | number> = { ...result.vars }
  for (const [name, key] of Object.entries(result.varKeys ?? {})) vars[name] = t(key)
  return t(result.key, vars)
}
