import { createContext, use, useCallback, useState, type ReactNode } from 'react'
import { serializeThemeCookie, type Theme } from '../../shared/theme'
import { boot } from './boot'

interface ThemeContextValue {
  theme: Theme
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

/**
 * The server already put the cookie's theme on <html data-theme> (`initial`); this keeps both in
 * step.
 */
export function ThemeProvider(props: { initial: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(props.initial)
  const setTheme = useCallback((next: Theme) => {
    document.cookie = serializeThemeCookie({
      cookiePrefix: boot.cookiePrefix,
      theme: next,
      isSecure: location.protocol === 'https:',
    })
    document.documentElement.dataset.theme = next
    setThemeState(next)
  }, [])
  return <ThemeContext value={{ theme, setTheme }}>{props.children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme outside ThemeProvider')
  return value
}
