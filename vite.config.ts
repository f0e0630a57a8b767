import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

/** The modules the entry imports statically, followed through: all loaded before any screen. */
const entryModules = new Set<string>()

function entryGraph(): Plugin {
  return {
    name: 'folio-entry-graph',
    buildEnd() {
      entryModules.clear()
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const visit = (id: string) => {
        if (entryModules.has(id)) return
        entryModules.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
      }
      entries.forEach(visit)
      // The entry and the module it starts (`app/main.tsx`, with its top-level await) stay the
      // entry chunk; the group holds what they import.
      for (const id of entries) {
        entryModules.delete(id)
        for (const started of this.getModuleInfo(id)?.importedIds ?? [])
          entryModules.delete(started)
      }
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

export default defineConfig({
  root: 'src/admin',
  base: './',
  plugins: [react(), extraAdminPlugins(), entryGraph(), staticImportGraph()],
  build: {
    outDir: process.env.FOLIO_ADMIN_OUT_DIR
      ? path.resolve(process.env.FOLIO_ADMIN_OUT_DIR)
      : '../../dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers with light-dark() (the theme tokens rely on it; no polyfill).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: false,
    reportCompressedSize: false,
    // The password-strength word lists (zxcvbn-ts, lazy chunks of up to 1.2 MB) are the only
    // chunks above Vite's 500 kB default; they load only where a new-password field is shown.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry loads before any screen is one file (not two dozen of a few hundred
          // bytes each); screens and plugin parts keep their own chunks.
          groups: [{ name: 'boot', test: (id: string) => entryModules.has(id) }],
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
})
