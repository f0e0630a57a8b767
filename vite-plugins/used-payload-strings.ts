import { existsSync, readFileSync } from 'node:fs'
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

/** The keys the admin build kept, written next to Vite's manifest for the admin's server half. */
export const USED_PAYLOAD_STRINGS_FILE = 'payload-strings.json'

/**
 * Payload's admin strings, about 600 per language, of which the admin uses a quarter: each
 * language's chunk keeps only the keys some module of the build names as a literal
 * (`t('general:save')`, a plugin's `labelKey: 'version:versions'`), node_modules included. A key
 * built at run time (`t(\`general:${name}\`)`) would be missing: name keys in full. The server's
 * own strings (Payload's, in Node) are not touched. Build only; the dev server has them all.
 *
 * The admin's server half (`keptBy`: the admin build's list, `USED_PAYLOAD_STRINGS_FILE`) keeps
 * the same keys, not those its own modules name: the strings it writes into a page are the ones
 * the page's chunks hold.
 */
export function usedPayloadStrings(options: { keptBy?: string } = {}): Plugin {
  const used = new Set<string>()
  let namespaces: string[] = []
  return {
    name: 'folio-used-payload-strings',
    apply: 'build',
    async buildStart() {
      used.clear()
      if (options.keptBy) {
        if (!existsSync(options.keptBy))
          throw new Error(`${options.keptBy} is missing: build the admin (vite build) first`)
        for (const key of JSON.parse(readFileSync(options.keptBy, 'utf8')) as string[])
          used.add(key)
        return
      }
      const { en } = await import('@payloadcms/translations/languages/en')
      namespaces = Object.keys(en.translations)
    },
    transform(code, id) {
      if (!options.keptBy && !LANGUAGE_MODULE.test(id))
        for (const key of payloadKeysIn(code, namespaces)) used.add(key)
      return null
    },
    generateBundle() {
      if (options.keptBy) return
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${USED_PAYLOAD_STRINGS_FILE}`,
        source: JSON.stringify([...used].sort()),
      })
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
