/**
 * Returns `target` when it is a same-origin relative path (e.g. `/admin/collections/posts?x=1`),
 * otherwise `undefined`. Refuses scheme-relative (`//evil`), backslash tricks, absolute URLs and
 * control characters, so a `redirect` query parameter can never send the user to another site.
 */
export function sanitizeRedirect(target: string | null | undefined): string | undefined {
  if (!target) return undefined
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined
  if (!target.startsWith('/')) return undefined
  if (target.startsWith('//') || target.startsWith('/\\')) return undefined
  if (target.includes('\\')) return undefined
  try {
    const base = 'http://folio.invalid'
    const url = new URL(target, base)
    if (url.origin !== base) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}

/** Appends `redirect` to a URL (relative or absolute) that may already carry a query string. */
export function withRedirectParam(url: string, redirect: string | undefined): string {
  if (!redirect) return url
  const [beforeHash, hash] = splitOnce(url, '#')
  const separator = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${separator}redirect=${encodeURIComponent(redirect)}${hash === undefined ? '' : '#' + hash}`
}

function splitOnce(value: string, sep: string): [string, string | undefined] {
  const i = value.indexOf(sep)
  return i === -1 ? [value, undefined] : [value.slice(0, i), value.slice(i + 1)]
}
