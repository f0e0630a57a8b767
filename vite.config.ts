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
    resolveId: (id) => (id === EXTRA_PLUGINS_ID ? (entry ? path.resolve(entry) : `\0${EXTRA_PLUGINS_ID}`) : undefined),
    load: (id) => (id === `\0${EXTRA_PLUGINS_ID}` ? 'export const extraAdminPlugins = []' : undefined),
  }
}

/** One chunk per language for Folio's strings and every plugin's: a language loads in one request. */
function stringsChunk(id: string): string | undefined {
  const match = /\/(?:admin\/i18n\/folio|plugins\/[^/]+\/admin\/strings)\/(en|de)\.ts$/.exec(id)
  return match ? `strings-${match[1]}` : undefined
}

// The admin is built once with relative asset URLs; the server adds a <base> for the configured
// admin route, so changing `routes.admin` needs no rebuild.
export default defineConfig({
  root: 'src/admin',
  base: './',
  plugins: [react(), extraAdminPlugins()],
  build: {
    outDir: process.env.FOLIO_ADMIN_OUT_DIR ? path.resolve(process.env.FOLIO_ADMIN_OUT_DIR) : '../../dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers with light-dark() (the theme tokens rely on it; no polyfill).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: false,
    reportCompressedSize: false,
    // The password-strength word lists (zxcvbn-ts, lazy chunks of up to 1.2 MB) are the only
    // chunks above Vite's 500 kB default; they load only where a new-password field is shown.
    chunkSizeWarningLimit: 1300,
    rollupOptions: { output: { manualChunks: stringsChunk } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
})
