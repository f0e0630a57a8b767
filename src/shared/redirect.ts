/**
 * Returns `target` normalised when it is a same-origin relative path (e.g.
 * `/admin/collections/posts?x=1`), otherwise `undefined`. The decision is taken on the normalised
 * URL, the one a browser would open: dot segments and doubled slashes that normalise to a
 * protocol-relative (`/.//evil`, `/a/..//evil`) or absolute URL are refused, as are backslashes,
 * absolute URLs and control characters, so a `redirect` query parameter never leaves the site.
 */
export function sanitizeRedirect(target: string | null | undefined): string | undefined {
  if (!target) return undefined
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  if (target.includes('\\')) return undefined
  const base = 'http://folio.invalid'
  try {
    const url = new URL(target, base)
    if (url.origin !== base || url.pathname.includes('//')) return undefined
    const normalised = url.pathname + url.search + url.hash
    // What the browser would do with the result must be the result itself (no second reading).
    const again = new URL(normalised, base)
    if (again.origin !== base || again.pathname !== url.pathname) return undefined
    return normalised
  } catch {
    return undefined
  }
}

/**
 * The part of `target` inside the admin (`/collections/posts?x=1` for `/admin/collections/posts?x=1`
 * with the admin route `/admin`), for the admin's own router; `undefined` when the normalised
 * target is not a same-origin path under the admin route.
 */
export function adminRedirectPath(
  target: string | null | undefined,
  adminRoute: string,
): string | undefined {
  const safe = sanitizeRedirect(target)
  if (!safe) return undefined
  const admin = adminRoute.replace(/\/+$/, '')
  const pathEnd = safe.search(/[?#]/)
  const pathname = pathEnd === -1 ? safe : safe.slice(0, pathEnd)
  if (admin !== '' && pathname !== admin && !pathname.startsWith(admin + '/')) return undefined
  const inside = safe.slice(admin.length)
  return inside.startsWith('/') ? inside : '/' + inside
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
