import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { HttpError } from '../data/http'
import { I18nProvider } from '../i18n/I18nProvider'
import type { LoadedLanguage } from '../i18n/load'
import { ThemeProvider } from '../lib/theme'
import { ToastHost } from '../ui/ToastHost'
import { AppRoutes } from './router'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

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
