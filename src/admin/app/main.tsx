import { createRoot, hydrateRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/base.css'
import { meQuery, type MeResponse } from '../data/auth'
import { setPageAnswers } from '../data/http'
import { clientConfigQuery } from '../data/client-config'
import { applyLanguage } from '../i18n/I18nProvider'
import { loadLanguage, withPacks } from '../i18n/load'
import { boot, readBootData } from '../lib/boot'
import { registerAdminPlugins } from '../extend/registry'
import { installHistoryBlocker } from '../lib/history-blocker'
import { parseTheme } from '../../shared/theme'
import { App } from './App'
import { adminPluginList } from './plugins'
import { queryClient } from './query-client'
import { preloadScreensFor } from './router'

registerAdminPlugins(adminPluginList)

// Before the router listens for popstate, so that a blocked back or forward step never reaches it.
installHistoryBlocker()

// Everything the first screen needs starts at once, not one after another: the strings, the
// client config, the session and the screen's code. The server wrote the client config and the
// session into the page; without them (the dev server) they are asked for.
const language = document.documentElement.lang || 'de'
const bootData = readBootData(language)
if (bootData) {
  if (bootData.answers) setPageAnswers(bootData.answers)
  queryClient.setQueryData(clientConfigQuery(language).queryKey, bootData.clientConfig)
  // The same answer `me` gives; the admin's User names the fields it reads.
  queryClient.setQueryData<MeResponse>(
    meQuery(boot.userCollection).queryKey,
    bootData.me as MeResponse,
  )
} else {
  void queryClient.prefetchQuery(clientConfigQuery(language))
  void queryClient.prefetchQuery(meQuery(boot.userCollection))
}
// The first render waits for the screen's code too, so that it shows the screen, not a spinner.
// A signed-in page's screen starts its first queries as soon as its code is there.
const config = bootData?.clientConfig
const prefetch = config?.isAuthenticated ? { config, queryClient } : undefined
const [strings, screens] = await Promise.all([
  loadLanguage(language),
  preloadScreensFor(location.pathname, location.search, language, prefetch),
])
const initial = await withPacks(
  strings,
  screens.flatMap((screen) => screen.stringPacks ?? []),
)
applyLanguage(initial.language)
const app = (
  <App
    initialLanguage={initial}
    queryClient={queryClient}
    theme={parseTheme(document.documentElement.dataset.theme)}
  />
)
// A screen the server drew (src/server/server-render.ts) is taken over as it is, with what was
// typed into it meanwhile; any other page is drawn here.
const root = document.getElementById('root')!
if (root.hasChildNodes()) hydrateRoot(root, app)
else createRoot(root).render(app)
