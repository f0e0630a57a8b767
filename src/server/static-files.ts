import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Built front ends' files (the admin's, the sample site's): what they are served as. */
export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
}

/** A file whose name carries its content's hash never changes: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * A built file, or its precompressed `.br` / `.gz` twin (`scripts/precompress.mjs`) when the
 * client accepts that encoding; undefined when there is no such file. `headers` are added to the
 * answer (a page's security headers).
 */
export async function serveAsset(
  file: string,
  acceptEncoding: string,
  cacheControl: string,
  headers: Record<string, string> = {},
): Promise<Response | undefined> {
  if (!existsSync(file) || !statSync(file).isFile()) return undefined
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
  const common: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...headers,
  }
  const accepted = acceptedEncodings(acceptEncoding)
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && existsSync(file + ext)) {
      return new Response(await readFile(file + ext), {
        headers: { ...common, 'Content-Encoding': encoding },
      })
    }
  }
  return new Response(await readFile(file), { headers: common })
}

/** Encodings the client accepts (a `q=0` entry refuses one). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim())
  }
  return accepted
}

/**
 * The file at `rel` (a decoded URL path such as `/assets/index-a1b2.js`) inside `folder`, or
 * undefined when it would be outside it (`..`, a NUL byte, a backslash) or is the folder itself.
 */
export function fileInside(folder: string, rel: string): string | undefined {
  if (rel.includes('\0') || rel.includes('\\') || rel.split('/').includes('..')) return undefined
  const root = path.resolve(folder)
  const file = path.resolve(root, `.${rel.startsWith('/') ? rel : `/${rel}`}`)
  return file.startsWith(root + path.sep) ? file : undefined
}
