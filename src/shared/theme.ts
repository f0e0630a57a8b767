export const THEMES = ['light', 'dark', 'auto'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'light'
export const THEME_COOKIE_MAX_AGE_DAYS = 365

export function themeCookieName(cookiePrefix: string): string {
  return `${cookiePrefix}-theme`
}

export function parseTheme(value: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME
}

/** A `document.cookie` assignment string that keeps the theme for 365 days on the whole site. */
export function serializeThemeCookie(args: {
  cookiePrefix: string
  theme: Theme
  isSecure: boolean
}): string {
  const maxAge = THEME_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
  return `${themeCookieName(args.cookiePrefix)}=${args.theme}; Path=/; Max-Age=${maxAge}; SameSite=Lax${args.isSecure ? '; Secure' : ''}`
}

/** Reads one cookie value out of a Cookie header (or `document.cookie`). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name)
      try {
        return decodeURIComponent(v.join('='))
      } catch {
        return undefined
      }
  }
  return undefined
}
