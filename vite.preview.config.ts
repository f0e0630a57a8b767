import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The sample site the live preview shows (src/preview), served by the server under `/preview`
 * (src/server/static-preview.ts) from `preview/` beside the admin's build: `dist/preview`, or
 * FOLIO_PREVIEW_OUT_DIR (the test build's `dist-test/preview`). Its address is fixed, so its
 * assets are named from the root (`/preview/assets/…`) and any depth of path finds them.
 */
const outDir = path.resolve(process.env.FOLIO_PREVIEW_OUT_DIR ?? 'dist/preview')

export default defineConfig({
  root: 'src/preview',
  base: '/preview/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
