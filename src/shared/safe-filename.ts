// Bidi controls (U+061C, U+200E/F, U+202A–E, U+2066–9) are format characters (Cf) like other
// invisible ones; together with control characters (Cc) they are removed.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const PATH_SEPARATORS = /[/\\]+/g
const MAX_LENGTH = 200

/**
 * A file name that is safe to store, show and send in a header: no control or bidi characters
 * (an RTLO name like `invoice\u202Efdp.exe` would read as `invoiceexe.pdf`), no path separators,
 * no leading dots, at most 200 characters with its extension kept; readable letters of any
 * script stay. An empty result becomes `file`.
 */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .split(PATH_SEPARATORS)
    .filter((part) => !/^\.*$/.test(part))
    .join('-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  if (!cleaned) return 'file'
  if (cleaned.length <= MAX_LENGTH) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : ''
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension
}

/**
 * A Content-Disposition value (RFC 6266) for a file name: an ASCII `filename` for old clients and
 * the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const safe = safeFilename(name)
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_')
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
