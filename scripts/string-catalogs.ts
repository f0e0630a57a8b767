// Finds Folio's string catalogs (docs/ARCHITECTURE.md, "Strings"): every directory under src/ with
// an `en.ts` (English, the source of the keys) and a `<language>.json` per other language.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Strings } from '../src/shared/catalog'
import { catalogProblems } from '../src/shared/catalog-check'
import { supportedLanguages } from '../src/content/languages'

export interface StringCatalog {
  /** The directory, relative to the repository (`src/plugins/seo/admin/strings`). */
  dir: string
  en: Strings
  /** Each language's file, or undefined where there is none. */
  languages: Record<string, Strings | undefined>
}

/** Every language a catalog is written in: each admin language Payload ships. */
export const CATALOG_LANGUAGES = Object.keys(supportedLanguages).filter((l) => l !== 'en')

function englishDirs(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...englishDirs(full))
    else if (entry.name === 'en.ts') found.push(dir)
  }
  return found
}

/** The English strings of an `en.ts`: its exported object of strings. */
async function englishOf(file: string): Promise<Strings> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const strings = Object.values(module).find(
    (value): value is Strings =>
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((text) => typeof text === 'string'),
  )
  if (!strings) throw new Error(`${file} exports no object of strings`)
  return strings
}

export async function findCatalogs(root = process.cwd()): Promise<StringCatalog[]> {
  const catalogs: StringCatalog[] = []
  for (const dir of englishDirs(path.join(root, 'src')).sort()) {
    const languages: Record<string, Strings | undefined> = {}
    for (const language of CATALOG_LANGUAGES) {
      const file = path.join(dir, `${language}.json`)
      languages[language] = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Strings)
        : undefined
    }
    catalogs.push({
      dir: path.relative(root, dir),
      en: await englishOf(path.join(dir, 'en.ts')),
      languages,
    })
  }
  return catalogs
}

/** Every problem of every catalog: `dir`, `language`, what is wrong. */
export function problemsOf(catalogs: StringCatalog[]) {
  return catalogs.flatMap((catalog) =>
    CATALOG_LANGUAGES.flatMap((language) =>
      catalogProblems(catalog.en, catalog.languages[language], language).map((problem) => ({
        dir: catalog.dir,
        language,
        problem,
      })),
    ),
  )
}
