import path from 'node:path'
import type { Context } from 'hono'
import { tryDecodeURIComponent } from 'hono/utils/url'
import { fileInside, IMMUTABLE, serveAsset } from './static-files'

/** Where the sample site is served (the demo's `admin.livePreview.url` points here). */
export const PREVIEW_ROUTE = '/preview'

/**
 * The sample site's pages: its own scripts and styles only, media and API reads from this origin,
 * and framed by this origin alone: the admin's live-preview pane is an iframe of the admin's
 * origin (the admin itself may be framed by nobody: `adminCsp`).
 */
export const PREVIEW_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ')

const PAGE_HEADERS = {
  'Content-Security-Policy': PREVIEW_CSP,
  // For browsers without frame-ancestors; the same rule.
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
}

/**
 * Serves the built sample site (`dist/preview`, `vite.preview.config.ts`) under `/preview`: its
 * hashed assets cached forever and precompressed, its `index.html` for every other path (the site
 * reads the document of the address itself, with the visitor's session). The page is the same for
 * everyone, so it may be stored, but is checked again on each load (a new build names new assets).
 */
export function staticPreview(options: { distDir: string; route?: string }) {
  const prefix = (options.route ?? PREVIEW_ROUTE).replace(/\/+$/, '')
  const indexFile = path.join(options.distDir, 'index.html')

  return async (c: Context): Promise<Response> => {
    const rel = tryDecodeURIComponent(c.req.path.slice(prefix.length)) || '/'
    const acceptEncoding = c.req.header('accept-encoding') ?? ''
    if (rel.startsWith('/assets/')) {
      const file = fileInside(path.join(options.distDir, 'assets'), rel.slice('/assets'.length))
      const asset = file ? await serveAsset(file, acceptEncoding, IMMUTABLE) : undefined
      return asset ?? c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    }
    const page = await serveAsset(indexFile, acceptEncoding, 'no-cache', PAGE_HEADERS)
    return page ?? c.text('The sample site is not built. Run `npm run build`.', 503)
  }
}
