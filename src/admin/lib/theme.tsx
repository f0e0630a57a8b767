import { createContext, use, useCallback, useState, type ReactNode } from 'react'
import { serializeThemeCookie, type Theme } from '../../shared/theme'
import { boot } from './boot'

interface ThemeContextValue {
  theme: Theme
  setTheme: (theme: Theme) => void
  /** True when the config fixes the theme (`admin.theme`): nothing offers a choice then. */
  isForced: boolean
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

/**
 * The server already put the cookie's theme on <html data-theme> (`initial`); this keeps both in
 * step.
 */
export function ThemeProvider(props: { initial: Theme; children: ReactNode }) {
  const forced = boot.forcedTheme
  const [theme, setThemeState] = useState<Theme>(forced ?? props.initial)
  const setTheme = useCallback(
    (next: Theme) => {
      if (forced) return
      document.cookie = serializeThemeCookie({
        cookiePrefix: boot.cookiePrefix,
        theme: next,
        isSecure: location.protocol === 'https:',
      })
      document.documentElement.dataset.theme = next
      setThemeState(next)
    },
    [forced],
  )
  return (
    <ThemeContext value={{ theme, setTheme, isForced: forced !== undefined }}>
      {props.children}
    </ThemeContext>
  )
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme outside ThemeProvider')
  return value
}
