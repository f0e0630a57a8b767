import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '../i18n/I18nProvider'
import type { LoadedLanguage, StringPack } from '../i18n/load'
import { ThemeProvider } from '../lib/theme'
import type { Theme } from '../../shared/theme'
import { ToastHost } from '../ui/ToastHost'
import { AppRoutes } from './router'

export interface AppProps {
  initialLanguage: LoadedLanguage
  /** The packs merged into `initialLanguage`: a new language gets them too. */
  initialPacks?: readonly StringPack[]
  queryClient: QueryClient
  theme: Theme
  /** Drawn on the server: the page's path and query (the browser's address otherwise). */
  serverLocation?: string
}

export function App(props: AppProps) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <I18nProvider initial={props.initialLanguage} initialPacks={props.initialPacks}>
        <ThemeProvider initial={props.theme}>
          <AppRoutes serverLocation={props.serverLocation} />
          <ToastHost />
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  )
}
