import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { HttpError } from '../data/http'
import { I18nProvider } from '../i18n/I18nProvider'
import type { LoadedLanguage } from '../i18n/load'
import { ThemeProvider, useTheme } from '../lib/theme'
import { router } from './router'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

function ThemedToaster() {
  const { theme } = useTheme()
  return <Toaster position="bottom-right" theme={theme === 'auto' ? 'system' : theme} closeButton />
}

export function App(props: { initialLanguage: LoadedLanguage }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={props.initialLanguage}>
        <ThemeProvider>
          <RouterProvider router={router} />
          <ThemedToaster />
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  )
}
