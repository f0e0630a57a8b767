import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The admin is built once with relative asset URLs; the server adds a <base> for the configured
// admin route, so changing `routes.admin` needs no rebuild.
export default defineConfig({
  root: 'src/admin',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers with light-dark() (the theme tokens rely on it; no polyfill).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: false,
    reportCompressedSize: false,
    // The password-strength word lists (zxcvbn-ts, lazy chunks of up to 1.2 MB) are the only
    // chunks above Vite's 500 kB default; they load only where a new-password field is shown.
    chunkSizeWarningLimit: 1300,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
})
