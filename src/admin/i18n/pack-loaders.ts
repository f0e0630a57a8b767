import { languageOfFile } from '../../shared/catalog'

type Loader = () => Promise<Record<string, string>>

/**
 * A catalog's loaders by language: English from its `en.ts`, every other language from the
 * `<language>.json` files beside it, each its own chunk
 * (`import.meta.glob('./strings/*.json', { import: 'default' })`).
 */
export function packLoaders(
  en: Loader,
  files: Record<string, () => Promise<unknown>>,
): { en: Loader } & Record<string, Loader> {
  const loaders: Record<string, Loader> = {}
  for (const [file, load] of Object.entries(files)) loaders[languageOfFile(file)] = load as Loader
  return { ...loaders, en }
}

/**
 * One pack from two catalogs (a pack's own strings and server messages the admin shows too):
 * each language loads both (English for the one that lacks it) and merges them.
 */
export function mergedLoaders(
  first: { en: Loader } & Record<string, Loader>,
  second: { en: Loader } & Record<string, Loader>,
): { en: Loader } & Record<string, Loader> {
  const merged: Record<string, Loader> = {}
  for (const language of new Set([...Object.keys(first), ...Object.keys(second)])) {
    merged[language] = async () => {
      const [a, b] = await Promise.all([
        (first[language] ?? first.en)(),
        (second[language] ?? second.en)(),
      ])
      return { ...a, ...b }
    }
  }
  return merged as { en: Loader } & Record<string, Loader>
}
