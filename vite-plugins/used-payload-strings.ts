import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/** A language module of `@payloadcms/translations` (one lazily loaded chunk each in the admin). */
const LANGUAGE_MODULE = /[\\/]@payloadcms[\\/]translations[\\/]dist[\\/]languages[\\/][^\\/]+\.js$/

type Dictionary = Record<string, Record<string, string>>

/** The `namespace:key` string literals in `code`, for the given namespaces of Payload's dictionary. */
export function payloadKeysIn(code: string, namespaces: readonly string[]): string[] {
  const pattern = new RegExp(`['"\`](${namespaces.join('|')}):([A-Za-z0-9_]+)['"\`]`, 'g')
  return [...code.matchAll(pattern)].map((match) => `${match[1]}:${match[2]}`)
}

/** The strings of `translations` whose `namespace:key` is in `used`. */
export function keptStrings(translations: Dictionary, used: ReadonlySet<string>): Dictionary {
  const kept: Dictionary = {}
  for (const [namespace, strings] of Object.entries(translations))
    for (const [key, text] of Object.entries(strings))
      if (used.has(`${namespace}:${key}`)) (kept[namespace] ??= {})[key] = text
  return kept
}

/**
 * Payload's admin strings, about 600 per language, of which the admin uses a quarter: each
 * language's chunk keeps only the keys some module of the build names as a literal
 * (`t('general:save')`, a plugin's `labelKey: 'version:versions'`), node_modules included. A key
 * built at run time (`t(\`general:${name}\`)`) would be missing: name keys in full. The server's
 * own strings (Payload's, in Node) are not touched. Build only; the dev server has them all.
 */
export function usedPayloadStrings(): Plugin {
  const used = new Set<string>()
  let namespaces: string[] = []
  return {
    name: 'folio-used-payload-strings',
    apply: 'build',
    async buildStart() {
      used.clear()
      const { en } = await import('@payloadcms/translations/languages/en')
      namespaces = Object.keys(en.translations)
    },
    transform(code, id) {
      if (!LANGUAGE_MODULE.test(id))
        for (const key of payloadKeysIn(code, namespaces)) used.add(key)
      return null
    },
    async renderChunk(_code, chunk) {
      const [only] = chunk.moduleIds
      if (chunk.moduleIds.length !== 1 || !only || !LANGUAGE_MODULE.test(only)) return null
      const language = (await import(pathToFileURL(only).href)) as Record<string, unknown>
      const values = chunk.exports.map((name) => {
        const value = language[name] as { translations?: Dictionary } | undefined
        if (!value?.translations) throw new Error(`${only}: ${name} is not a language`)
        return JSON.stringify({ ...value, translations: keptStrings(value.translations, used) })
      })
      return [
        ...values.map((value, index) => `const l${index}=${value};`),
        `export{${chunk.exports.map((name, index) => `l${index} as ${name}`).join(',')}};`,
      ].join('')
    },
  }
}
