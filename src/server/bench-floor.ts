import type { Context } from 'hono'
import { CONTENT_TYPES } from './static-files'

/** Served only with `FOLIO_BENCH_FLOOR=1` (set by the bench): the machine's floor of a page load. */
export const BENCH_FLOOR_PATH = '/__bench-floor'

// The least a page with a field can be: what a browser and this server take to show one input.
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench floor</title></head>' +
  '<body><input aria-label="Floor"></body></html>'

/** The bench's floor page: one `<input>`, no script, no cookie, never cached (like the admin's page). */
export function benchFloorPage(c: Context): Response {
  return c.body(FLOOR_HTML, 200, {
    'Content-Type': CONTENT_TYPES['.html']!,
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  })
}
