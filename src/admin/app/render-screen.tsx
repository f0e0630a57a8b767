import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { isServerDrawn } from '../../shared/admin-screens'
import type { AdminBootData } from '../../shared/boot'
import type { ScreenRender, ScreenRenderInput } from '../../shared/server-render'
import { meQuery, type MeResponse } from '../data/auth'
import { clientConfigQuery } from '../data/client-config'
import { PageAnswers, setPageAnswersSource } from '../data/http'
import { pluginConditions, registerAdminPlugins } from '../host/registry'
import { registerConditions } from '../forms/conditions'
import { withPacks } from '../i18n/load'
import { boot } from '../lib/boot'
import { setPageTimeZone } from '../lib/time-zone'
import { setPageSignInRefusal } from '../lib/sign-in-refusal'
import { App } from './App'
import { pageStrings } from './page-strings'
import { adminPluginList, modelConditions } from './plugins'
import { createQueryClient } from './query-client'
import { preloadScreensFor } from './router'

/**
 * The admin's server half (`ServerRenderModule`, src/shared/server-render.ts): draws the first
 * screen of a page from the page's boot data alone (it asks nothing: a read the page has no answer
 * for stays pending, and the browser makes it), with the tree the SPA's entry (`main.tsx`)
 * hydrates. Each page gets its own query cache and answers; what is shared is only what every page
 * has: the routes, the plugins, the code.
 */
registerAdminPlugins(adminPluginList)
registerConditions({ ...modelConditions, ...pluginConditions() })
let isConfigured = false

/** The answers of the page a render is drawing: several are drawn at once. */
const pageAnswers = new AsyncLocalStorage<PageAnswers>()
const NO_ANSWERS = new PageAnswers({})
setPageAnswersSource(() => pageAnswers.getStore() ?? NO_ANSWERS)

export { pageStrings }

export async function renderScreen(input: ScreenRenderInput): Promise<ScreenRender | undefined> {
  const isSignedIn = Boolean(input.bootData.me.user)
  if (!isServerDrawn(input.path, isSignedIn)) return undefined
  if (!isConfigured) {
    // The routes of this server's config, the same for every page (`readBoot` in the browser).
    Object.assign(boot, input.boot)
    isConfigured = true
  }
  const answers = new PageAnswers(input.bootData.answers ?? {})
  return pageAnswers.run(answers, () => draw(input, answers))
}

async function draw(input: ScreenRenderInput, answers: PageAnswers): Promise<ScreenRender> {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  const pathname = `${admin}${input.path}`
  const config = input.bootData.clientConfig
  const queryClient = createQueryClient({ isServer: true })
  const configKey = clientConfigQuery(input.bootData.language).queryKey
  const meKey = meQuery(boot.userCollection).queryKey
  queryClient.setQueryData(configKey, config)
  queryClient.setQueryData<MeResponse>(meKey, input.bootData.me as MeResponse)
  try {
    const [strings, screens] = await Promise.all([
      input.bootData.strings ?? pageStrings(input.bootData.language),
      preloadScreensFor(pathname, input.search, input.bootData.language, { config, queryClient }),
    ])
    const language = await withPacks(
      strings,
      screens.flatMap((screen) => screen.stringPacks ?? []),
    )
    await queriesSettled(queryClient)
    // What the prefetch took is in the query cache the page carries; what the render itself takes
    // (`pageAnswer`) the browser's render takes too.
    const drawnWith = new Set(answers.takenKeys())
    const timeZone = input.timeZone ?? 'UTC'
    const html = drawnAt({ timeZone, signInRefusal: input.bootData.signInRefusal }, () =>
      renderToString(
        <App
          initialLanguage={language}
          queryClient={queryClient}
          theme={input.theme}
          serverLocation={`${pathname}${input.search}`}
        />,
      ),
    )
    // The strings it was drawn with (a screen's own packs merged in): the SPA takes it over with them.
    const bootData: AdminBootData = {
      ...input.bootData,
      drawnInTimeZone: timeZone,
      strings: language,
    }
    if (drawnWith.size > 0) {
      bootData.answers = Object.fromEntries(
        Object.entries(input.bootData.answers ?? {}).filter(([key]) => !drawnWith.has(key)),
      )
      bootData.queries = dehydrate(queryClient, {
        // The config and the session are in the boot data already.
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' &&
          query.queryHash !== queryHashOf(queryClient, configKey) &&
          query.queryHash !== queryHashOf(queryClient, meKey),
      })
    }
    return { html, bootData }
  } finally {
    queryClient.clear()
  }
}

function queryHashOf(client: QueryClient, key: readonly unknown[]): string | undefined {
  return client.getQueryCache().find({ queryKey: key, exact: true })?.queryHash
}

/** Waits for the prefetch's queries: answered from the page, they settle within a few turns. */
async function queriesSettled(client: QueryClient): Promise<void> {
  for (let turn = 0; turn < 20 && client.isFetching() > 0; turn++) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  // One that did not (it would wait for the network) is drawn as loading, as the browser starts it.
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' })
}

/** `renderToString` is synchronous: the page's time zone and refusal hold for exactly its render. */
function drawnAt<T>(
  page: { timeZone: string; signInRefusal: AdminBootData['signInRefusal'] },
  render: () => T,
): T {
  setPageTimeZone(page.timeZone)
  setPageSignInRefusal(page.signInRefusal)
  try {
    return render()
  } finally {
    setPageTimeZone(undefined)
    setPageSignInRefusal(undefined)
  }
}
