import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  DASHBOARD_MODULE,
  PAGE_PARTS_FILE,
  SHELL_MODULE,
  type PagePartExport,
  EDITOR_EXTENSIONS_FILE,
  FIELD_KITS_FILE,
  editorScreenModules,
  screenModulesFor,
} from '../shared/admin-screens'

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path under src/admin. */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

export interface PagePreloads {
  /** Module scripts, as `assets/…` paths relative to the admin route. */
  scripts: string[]
  styles: string[]
}

/** `bn-BD` → `bnBd`: the file name of a language in @payloadcms/translations. */
function payloadLanguageFile(code: string): string {
  return code.replace(
    /-(\w)(\w*)/g,
    (_, first: string, rest: string) => first.toUpperCase() + rest.toLowerCase(),
  )
}

/**
 * The code a page needs before its first render, read from the build manifest: the screens the
 * path draws (src/shared/admin-screens.ts), an editor's plugin extensions (listed by the build in
 * `EDITOR_EXTENSIONS_FILE`) and its fields' plugin kits (`FIELD_KITS_FILE`), the plugin parts
 * a page names (`PAGE_PARTS_FILE`: the dashboard's widgets, the shell's parts), with all they import,
 * less what the page's entry already loads. Written into the page as `modulepreload` and
 * stylesheet links, they download with the entry instead of after it has run. `withStrings`: the
 * chunks of the page's language (Payload's and Folio's strings, a kit's plugin's) too, for a
 * server whose pages do not carry their strings in the boot data.
 */
export function adminPreloader(distDir: string, options: { withStrings: boolean }) {
  const file = path.join(distDir, '.vite', 'manifest.json')
  const manifest: ViteManifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest)
    : {}
  const extensionsFile = path.join(distDir, '.vite', EDITOR_EXTENSIONS_FILE)
  const editorExtensions: string[] = existsSync(extensionsFile)
    ? (JSON.parse(readFileSync(extensionsFile, 'utf8')) as string[])
    : []
  const partsFile = path.join(distDir, '.vite', PAGE_PARTS_FILE)
  const pageParts: Partial<Record<PagePartExport, string[]>> = existsSync(partsFile)
    ? (JSON.parse(readFileSync(partsFile, 'utf8')) as Partial<Record<PagePartExport, string[]>>)
    : {}
  const kitsFile = path.join(distDir, '.vite', FIELD_KITS_FILE)
  const kitModules: Record<string, string> = existsSync(kitsFile)
    ? (JSON.parse(readFileSync(kitsFile, 'utf8')) as Record<string, string>)
    : {}
  const keyOf = (suffix: string) => Object.keys(manifest).find((key) => key.endsWith(suffix))

  const collect = (
    keys: (string | undefined)[],
    into: { chunks: Set<string>; styles: Set<string> },
  ) => {
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || into.chunks.has(chunk.file)) return
      into.chunks.add(chunk.file)
      chunk.css?.forEach((css) => into.styles.add(css))
      chunk.imports?.forEach(visit)
    }
    keys.forEach((key) => key && visit(key))
    return into
  }
  const entry = collect(['index.html'], { chunks: new Set(), styles: new Set() })
  const cache = new Map<string, PagePreloads>()

  /** `fieldKits`: the plugin field kits of the fields the page's editor shows, by name. */
  return (
    pathname: string,
    isSignedIn: boolean,
    language: string,
    fieldKits: readonly string[] = [],
  ): PagePreloads => {
    const modules = screenModulesFor(pathname, isSignedIn)
    const isEditor = modules.some((m) => editorScreenModules.includes(m))
    const kitInputs = isEditor ? fieldKits.flatMap((kit) => kitModules[kit] ?? []) : []
    // A kit shows in its plugin's strings, next to its input (`<plugin>/admin/strings/<lang>.ts`).
    const kitStrings = (options.withStrings ? kitInputs : []).flatMap((input) => {
      const dir = path.posix.join(path.posix.dirname(input), 'strings')
      const own = `${dir}/${language}.ts`
      return manifest[own] ? [own] : manifest[`${dir}/en.ts`] ? [`${dir}/en.ts`] : []
    })
    const kits = [...kitInputs, ...kitStrings]
    const id = `${modules.join()}|${language}|${kits.join()}`
    const cached = cache.get(id)
    if (cached) return cached
    const strings = options.withStrings
      ? [
          keyOf(`@payloadcms/translations/dist/languages/${payloadLanguageFile(language)}.js`) ??
            keyOf('@payloadcms/translations/dist/languages/en.js'),
          manifest[`i18n/folio/${language}.ts`] ? `i18n/folio/${language}.ts` : 'i18n/folio/en.ts',
        ]
      : []
    const extensions = [
      ...(isEditor ? editorExtensions : []),
      ...(modules.includes(DASHBOARD_MODULE) ? (pageParts.folioDashboardWidget ?? []) : []),
      ...(modules.includes(SHELL_MODULE) ? (pageParts.folioShellPart ?? []) : []),
    ]
    const found = collect([...modules, ...extensions, ...kits, ...strings], {
      chunks: new Set(),
      styles: new Set(),
    })
    const result = {
      scripts: [...found.chunks].filter((f) => !entry.chunks.has(f)),
      styles: [...found.styles].filter((f) => !entry.styles.has(f)),
    }
    cache.set(id, result)
    return result
  }
}
