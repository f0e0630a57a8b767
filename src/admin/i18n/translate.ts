/** A loaded language: Payload's nested namespaces plus Folio's own keys under `folio`. */
export type Dictionary = Record<string, Record<string, string>>

export type Vars = Record<string, string | number>
export type TFunction = (key: string, vars?: Vars) => string

const reported = new Set<string>()

/**
 * Looks up `namespace:key` in the language, then in English; a key found in neither is logged
 * once and returned as it is (docs/behaviour.md §8), never thrown.
 */
export function createT(dictionary: Dictionary, fallback: Dictionary): TFunction {
  return (key, vars) => {
    const [namespace = '', name = ''] = key.split(':', 2)
    const template = dictionary[namespace]?.[name] ?? fallback[namespace]?.[name]
    if (template === undefined) {
      if (!reported.has(key)) {
        reported.add(key)
        console.warn(`Missing translation key: ${key}`)
      }
      return key
    }
    return vars ? interpolate(template, vars) : template
  }
}

export function interpolate(template: string, vars: Vars): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
}

/** The message of a failed validation rule; the server uses the same helper with `req.t`. */
export { validationText } from '../../shared/validation-text'
