import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import {
  PAGE_PART_EXPORTS,
  PAGE_PARTS_FILE,
  EDITOR_EXTENSIONS_FILE,
  editorScreenModules,
  FIELD_KITS_FILE,
  LOGIN_MODULE,
  NOT_FOUND_MODULE,
  SHELL_MODULE,
  signedInScreens,
} from './src/shared/admin-screens'
import { SERVER_RENDER_FILE } from './src/shared/server-render'
import { noDynamicFacades } from './vite-plugins/no-dynamic-facades'
import { reactAriaWithoutLocaleData } from './vite-plugins/react-aria-without-locale-data'
import { USED_PAYLOAD_STRINGS_FILE, usedPayloadStrings } from './vite-plugins/used-payload-strings'

const EXTRA_PLUGINS_ID = 'virtual:folio-extra-admin-plugins'

/**
 * `src/admin/app/plugins.ts` adds the admin plugins of this module: none, unless
 * FOLIO_EXTRA_ADMIN_PLUGINS names a module exporting `extraAdminPlugins` (the test build's).
 */
function extraAdminPlugins(): Plugin {
  const entry = process.env.FOLIO_EXTRA_ADMIN_PLUGINS
  return {
    name: 'folio-extra-admin-plugins',
    resolveId: (id) =>
      id === EXTRA_PLUGINS_ID ? (entry ? path.resolve(entry) : `\0${EXTRA_PLUGINS_ID}`) : undefined,
    load: (id) =>
      id === `\0${EXTRA_PLUGINS_ID}` ? 'export const extraAdminPlugins = []' : undefined,
  }
}

const ADMIN_ROOT = path.resolve('src/admin')
const EXTENSION_API_ROOT = path.join(ADMIN_ROOT, 'extend') + path.sep
/** `src/plugins/<slug>/admin/…`: a plugin's admin half (the test build's plugins too). */
const PLUGIN_ADMIN_MODULE = /[\\/](?:src|test)[\\/]plugins[\\/]([\w-]+)[\\/]admin[\\/]/
/** A language of a plugin's strings: a chunk of its own, loaded in that language only. */
const STRINGS_MODULE = /[\\/]strings[\\/][\w-]+\.ts$/
/** What an editor extension module exports (`AdminPlugin.editorExtensions`). */
const EDITOR_EXTENSION_EXPORT = 'useEditorExtension'

/**
 * Which chunk a module of the admin goes to, decided from the import graph at the end of the
 * build (`chunkGroups`): few files, each downloaded when first needed.
 * - `boot`: what the entry imports statically, followed through (loaded before any screen), with
 *   what the sign-in screen imports (the signed-in screens share most of it: every page loaded
 *   it anyway). The sign-in screen's own module keeps a chunk with its code (a grouped lazy
 *   module leaves a file that only re-exports, one more request). Rolldown's runtime helpers stay
 *   a small file of their own (no group takes them);
 * - `app`: what the shell and the editor screens add (src/shared/admin-screens.ts), so an edit
 *   page opened from the address bar loads only what editing needs. The plugins' editor
 *   extensions join it (every editor runs them). What they import lazily (editors, dialogs, other
 *   plugin parts) keeps its own chunks. The other signed-out screens (reset, forgot) share the
 *   ui kit with them and load it too.
 * - `screens`: what the other signed-in screens (list, dashboard, account, document views) add:
 *   one file, so moving between them loads nothing more.
 * - `plugin-<slug>`: a plugin's admin parts (below).
 * - `plugin-<slug>-later`: a plugin's module marked `export const folioLoadedOnIntent = true`
 *   (an editor loaded when a person reaches for its field) and what only it imports, statically
 *   or lazily: no page loads it with its screen.
 *
 * The groups follow static imports, re-exports of the ui kit included, not what is used: a group
 * of rarely opened screens would take the kit from `app` (tried: forgot and reset as their own).
 */
const chunkOf = new Map<string, string>()

let editorExtensions: string[] = []
/** The modules a page names, by the constant they export (src/shared/admin-screens.ts). */
let pageParts: Record<string, string[]> = {}
/**
 * A field kit's input module names its kit (`export const folioFieldKit = '<name>'`), a UI field's
 * form module its component (`export const folioUiField = '<name>'`): the server preloads both.
 */
const FIELD_KIT_EXPORT = /^export const (?:folioFieldKit|folioUiField)\s*=\s*['"]([^'"]+)['"]/m
const ANY_FIELD_KIT_EXPORT = /^export const (?:folioFieldKit|folioUiField)\b/m
const fieldKitModules = new Map<string, string>()
const LOADED_ON_INTENT_EXPORT = /^export const folioLoadedOnIntent\s*=\s*true/m
const loadedOnIntent = new Set<string>()

function moduleClosure(
  getInfo: (id: string) => { importedIds: readonly string[] } | null,
  from: readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const next of getInfo(id)?.importedIds ?? []) visit(next)
  }
  from.forEach(visit)
  return seen
}

/**
 * The modules loaded on intent and what only they import (statically or lazily), each with its
 * chunk: `plugin-<slug>-later` of the plugin the marked module is in.
 */
function laterModules(
  getInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null,
  entries: readonly string[],
): Map<string, string> {
  const reachable = (from: readonly string[], stopAt: ReadonlySet<string>) => {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id) || stopAt.has(id)) return
      seen.add(id)
      const info = getInfo(id)
      for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
        visit(next)
    }
    from.forEach(visit)
    return seen
  }
  const elsewhere = reachable(entries, loadedOnIntent)
  const later = new Map<string, string>()
  for (const marked of loadedOnIntent) {
    const plugin = PLUGIN_ADMIN_MODULE.exec(marked)?.[1]
    if (!plugin) throw new Error(`${marked} is loaded on intent but is no plugin's admin module`)
    for (const id of reachable([marked], new Set()))
      if (!elsewhere.has(id) && !later.has(id)) later.set(id, `plugin-${plugin}-later`)
  }
  return later
}

function chunkGroups(): Plugin {
  return {
    name: 'folio-chunk-groups',
    transform(code, id) {
      if (id.includes('node_modules')) return
      const kit = FIELD_KIT_EXPORT.exec(code)?.[1]
      if (kit) fieldKitModules.set(kit, id)
      else if (ANY_FIELD_KIT_EXPORT.test(code))
        this.error(`${id} names its field kit by a constant: write the name as a string literal`)
      if (LOADED_ON_INTENT_EXPORT.test(code)) loadedOnIntent.add(id)
    },
    buildEnd() {
      chunkOf.clear()
      const ids = [...this.getModuleIds()]
      const getInfo = (id: string) => this.getModuleInfo(id)
      const moduleId = (module: string) => {
        const id = path.join(ADMIN_ROOT, module)
        if (!getInfo(id)) throw new Error(`admin-screens names ${module}, which the build lacks`)
        return id
      }
      const entries = ids.filter((id) => getInfo(id)?.isEntry)
      // The entry and the module it starts (`app/main.tsx`, with its top-level await) stay the
      // entry chunk: a chunk a screen imports must not wait for that await.
      const started = entries.flatMap((id) => getInfo(id)?.importedIds ?? [])
      const boot = moduleClosure(getInfo, entries)
      for (const id of [...entries, ...started]) boot.delete(id)
      const login = moduleClosure(getInfo, [moduleId(LOGIN_MODULE)])
      login.delete(moduleId(LOGIN_MODULE))
      // The plugins' editor extensions run in every editor, so they come with the editor screens.
      editorExtensions = ids.filter((id) => getInfo(id)?.exports?.includes(EDITOR_EXTENSION_EXPORT))
      pageParts = Object.fromEntries(
        PAGE_PART_EXPORTS.map((name) => [
          name,
          ids
            .filter((id) => getInfo(id)?.exports?.includes(name))
            .map((id) => path.relative(ADMIN_ROOT, id).split(path.sep).join('/')),
        ]),
      )
      const app = moduleClosure(getInfo, [
        ...[SHELL_MODULE, ...editorScreenModules].map(moduleId),
        ...editorExtensions,
      ])
      const screens = moduleClosure(getInfo, [
        ...[NOT_FOUND_MODULE, ...signedInScreens.map((s) => s.module)].map(moduleId),
      ])
      // The admin's own modules that only plugin parts import (through the extension API) are a
      // few hundred bytes each: with `app` rather than as shared chunks of their own.
      const extensionApi = moduleClosure(
        (id) => (id.includes('node_modules') ? null : getInfo(id)),
        ids.filter((id) => id.startsWith(EXTENSION_API_ROOT)),
      )
      const later = laterModules(getInfo, entries)
      for (const id of ids) {
        if (boot.has(id) || login.has(id)) chunkOf.set(id, 'boot')
        else if (app.has(id) || (extensionApi.has(id) && !id.includes('node_modules')))
          chunkOf.set(id, 'app')
        else if (screens.has(id)) chunkOf.set(id, 'screens')
        else if (later.has(id)) chunkOf.set(id, later.get(id)!)
        else {
          // A plugin's admin parts (its kits, UI fields, panels, views) and what only they import:
          // one chunk per plugin, so a plugin costs a screen one request.
          const plugin = PLUGIN_ADMIN_MODULE.exec(id)?.[1]
          if (plugin && !STRINGS_MODULE.test(id)) chunkOf.set(id, `plugin-${plugin}`)
        }
      }
    },
    generateBundle() {
      // Each one stays a file of its own that re-exports from `app` (a Rolldown facade for a
      // dynamic import): the server names it in an editor's page so it loads with the page.
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${EDITOR_EXTENSIONS_FILE}`,
        source: JSON.stringify(
          editorExtensions.map((id) => path.relative(ADMIN_ROOT, id).split(path.sep).join('/')),
        ),
      })
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${PAGE_PARTS_FILE}`,
        source: JSON.stringify(pageParts),
      })
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${FIELD_KITS_FILE}`,
        source: JSON.stringify(
          Object.fromEntries(
            [...fieldKitModules].map(([kit, id]) => [
              kit,
              path.relative(ADMIN_ROOT, id).split(path.sep).join('/'),
            ]),
          ),
        ),
      })
    },
  }
}

/** Every chunk's static imports, followed through: what is already loaded when that chunk runs. */
const staticClosure = new Map<string, Set<string>>()

/**
 * Records the build's static import graph (before Vite writes the preload lists): a lazy import
 * then need not list the chunks its importer has already loaded, which keeps every lazy import
 * (core screens and plugin parts alike) a few bytes instead of a list of 30 file names.
 */
function staticImportGraph(): Plugin {
  return {
    name: 'folio-static-import-graph',
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        const importsOf = (file: string) => {
          const chunk = bundle[file]
          return chunk?.type === 'chunk' ? chunk.imports : []
        }
        for (const file of Object.keys(bundle)) {
          const seen = new Set<string>()
          const visit = (name: string) => {
            for (const next of importsOf(name)) {
              if (seen.has(next)) continue
              seen.add(next)
              visit(next)
            }
          }
          visit(file)
          staticClosure.set(file, seen)
        }
      },
    },
  }
}

/**
 * The page's entry as an async module script: a module script otherwise runs only once the whole
 * document is parsed, and an admin page ends with its boot data, which the server reads after
 * sending the rest (src/server/static-admin.ts). Async, the code is evaluated meanwhile; the entry
 * waits for the document itself (src/admin/app/main.tsx).
 */
function asyncEntry(): Plugin {
  return {
    name: 'folio-async-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entry = '<script type="module" crossorigin src='
        if (!html.includes(entry)) throw new Error('index.html has no module entry script')
        return html.replace(entry, '<script type="module" async crossorigin src=')
      },
    },
  }
}

const adminOutDir = process.env.FOLIO_ADMIN_OUT_DIR
  ? path.resolve(process.env.FOLIO_ADMIN_OUT_DIR)
  : path.resolve('dist/admin')

/** Libraries the admin's browsers have built in (see each module). */
const builtIns = {
  '@juggle/resize-observer': path.resolve('src/admin/lib/shims/resize-observer.ts'),
}

const reactRouterProduction = {
  // React Router's package exports only its development build, whose dev warnings (message
  // texts included) a production bundle would carry; its production build differs in that
  // switch alone.
  'react-router': path.resolve('node_modules/react-router/dist/production/index.mjs'),
}

/**
 * The admin's server half (`vite build --ssr`, src/shared/server-render.ts): the module that draws
 * a page's first screen on the server, next to the admin's files (`<admin dist>-ssr/`). Packages
 * stay imports of node_modules, as for the server's own bundle.
 */
const serverRenderBuild = defineConfig({
  root: 'src/admin',
  publicDir: false,
  resolve: {
    alias: {
      ...reactRouterProduction,
      // `renderToString` alone: the package's entry loads the streaming renderer too, which the
      // server would keep in memory unused.
      'react-dom/server': path.resolve(
        'node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js',
      ),
    },
  },
  plugins: [
    react(),
    extraAdminPlugins(),
    // The strings it writes into pages (app/page-strings.ts) are those of the admin's chunks.
    usedPayloadStrings({ keptBy: path.join(adminOutDir, '.vite', USED_PAYLOAD_STRINGS_FILE) }),
  ],
  // Its libraries bundled too, so that only what the screens use is loaded (Node would load every
  // module of react-aria-components and its kin: 30 MiB more of the server's memory).
  ssr: { noExternal: true },
  build: {
    ssr: 'app/render-screen.tsx',
    outDir: `${adminOutDir}-ssr`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: SERVER_RENDER_FILE } },
  },
})

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        root: 'src/admin',
        base: './',
        resolve: { alias: { ...reactRouterProduction, ...builtIns } },
        plugins: [
          react(),
          reactAriaWithoutLocaleData(),
          extraAdminPlugins(),
          chunkGroups(),
          staticImportGraph(),
          usedPayloadStrings(),
          noDynamicFacades(),
          asyncEntry(),
        ],
        build: {
          outDir: adminOutDir,
          emptyOutDir: true,
          target: 'es2022',
          // Browsers with light-dark() (the theme tokens rely on it; no polyfill).
          cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
          sourcemap: false,
          // One stylesheet for the whole admin (about 12 KB compressed): a screen's parts never
          // add a request for their styles, nor a flash while it loads.
          cssCodeSplit: false,
          // Read by the server to name a page's screen code in the page (src/server/admin-preload.ts).
          manifest: true,
          reportCompressedSize: false,
          // The password-strength word lists (zxcvbn-ts, lazy chunks of up to 1.2 MB) are the only
          // chunks above Vite's 500 kB default; they load only where a new-password field is shown.
          chunkSizeWarningLimit: 1300,
          rolldownOptions: {
            treeshake: {
              // The extension API's modules only re-export (src/admin/extend): a plugin part that
              // imports from them loads the chunks of what it uses, not `app` for their sake (the
              // identity providers' links on the sign-in page need only `boot`).
              moduleSideEffects: (id: string) =>
                id.startsWith(EXTENSION_API_ROOT) ? false : undefined,
            },
            output: {
              codeSplitting: {
                // Highest priority first: a group takes its modules' dependencies along unless a group
                // before it has them, so the boot keeps all of its own and `app` gets only the rest.
                groups: [
                  { name: 'boot', priority: 3, test: (id: string) => chunkOf.get(id) === 'boot' },
                  { name: 'app', priority: 2, test: (id: string) => chunkOf.get(id) === 'app' },
                  {
                    name: 'screens',
                    priority: 2,
                    test: (id: string) => chunkOf.get(id) === 'screens',
                  },
                  {
                    name: (id: string) =>
                      chunkOf.get(id)?.startsWith('plugin-') ? chunkOf.get(id) : null,
                    debugName: 'plugins',
                    priority: 1,
                  },
                ],
              },
            },
          },
          modulePreload: {
            resolveDependencies: (_file, deps, { hostId }) => {
              const loaded = staticClosure.get(hostId)
              return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps
            },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
        },
      },
)
