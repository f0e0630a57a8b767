import { renderToString } from 'react-dom/server'
import { isServerDrawn } from '../../shared/admin-screens'
import type { ScreenRenderInput } from '../../shared/server-render'
import { meQuery, type MeResponse } from '../data/auth'
import { clientConfigQuery } from '../data/client-config'
import { registerAdminPlugins } from '../extend/registry'
import { loadLanguage, withPacks } from '../i18n/load'
import { boot } from '../lib/boot'
import { App } from './App'
import { adminPluginList } from './plugins'
import { createQueryClient } from './query-client'
import { preloadScreensFor } from './router'

/**
 * The admin's server half (`ServerRenderModule`, src/shared/server-render.ts): draws the first
 * screen of a page for a visitor who is not signed in, from the page's boot data alone (it asks
 * nothing), with the tree the SPA's entry (`main.tsx`) hydrates. Each page gets its own query
 * cache; what is shared is only what every page has: the routes, the plugins, the code.
 */
registerAdminPlugins(adminPluginList)
let isConfigured = false

export async function renderScreen(input: ScreenRenderInput): Promise<string | undefined> {
  if (input.bootData.me.user || !isServerDrawn(input.path)) return undefined
  if (!isConfigured) {
    // The routes of this server's config, the same for every page (`readBoot` in the browser).
    Object.assign(boot, input.boot)
    isConfigured = true
  }
  const admin = boot.adminRoute.replace(/\/+$/, '')
  const pathname = `${admin}${input.path}`
  const [strings, screens] = await Promise.all([
    loadLanguage(input.bootData.language),
    preloadScreensFor(pathname, input.search, input.bootData.language),
  ])
  const language = await withPacks(
    strings,
    screens.flatMap((screen) => screen.stringPacks ?? []),
  )
  const queryClient = createQueryClient()
  queryClient.setQueryData(
    clientConfigQuery(language.language).queryKey,
    input.bootData.clientConfig,
  )
  queryClient.setQueryData<MeResponse>(
    meQuery(boot.userCollection).queryKey,
    input.bootData.me as MeResponse,
  )
  try {
    return renderToString(
      <App
        initialLanguage={language}
        queryClient={queryClient}
        theme={input.theme}
        serverLocation={`${pathname}${input.search}`}
      />,
    )
  } finally {
    queryClient.clear()
  }
}
