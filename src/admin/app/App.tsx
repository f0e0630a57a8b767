import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '../i18n/I18nProvider'
import type { LoadedLanguage } from '../i18n/load'
import { ThemeProvider } from '../lib/theme'
import { ToastHost } from '../ui/ToastHost'
import { queryClient } from './query-client'
import { AppRoutes } from './router'

export function App(props: { initialLanguage: LoadedLanguage }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={props.initialLanguage}>
        <ThemeProvider>
          <AppRoutes />
          <ToastHost />
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  )
}
