import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/base.css'
import { meQuery, type MeResponse } from '../data/auth'
import { setPageAnswers } from '../data/http'
import { clientConfigQuery } from '../data/client-config'
import { applyLanguage } from '../i18n/I18nProvider'
import { loadLanguage, withPacks } from '../i18n/load'
import { boot, pageLanguage, readBootData } from '../lib/boot'
import { pluginConditions, registerAdminPlugins } from '../host/registry'
import { registerConditions } from '../forms/conditions'
import { pluginStringPacks, stringsInPage } from '../host/strings'
import { preloadedPartPlugins } from '../forms/form-parts'
import { installHistoryBlocker } from '../lib/history-blocker'
import { parseTheme } from '../../shared/theme'
import { timeZoneCookieName } from '../../shared/time-zone'
import { SIGNED_IN_ATTRIBUTE } from '../../shared/boot'
import { setPageTimeZone } from '../lib/time-zone'
import { setPageSignInRefusal } from '../lib/sign-in-refusal'
import { App } from './App'
import { everyPageStringPack } from './page-packs'
import { adminPluginList, modelConditions } from './plugins'
import { queryClient } from './query-client'
import { queryKeys } from '../data/query-keys'
import { onSessionEndedElsewhere } from '../data/session-end'
import { preloadLinkTarget, preloadScreensFor, startScreenCode } from './router'
import { setLinkPreloader } from '../lib/use-intent-preload'

registerAdminPlugins(adminPluginList)
registerConditions({ ...modelConditions, ...pluginConditions() })
setLinkPreloader(preloadLinkTarget)

const tzCookie = timeZoneCookieName(boot.cookiePrefix)
const TZ_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** How long after the first screen has content the time zone is looked at (afterFirstRender). */
const FIRST_SCREEN_SETTLED_MS = 1000

// Before the router listens for popstate, so that a blocked back or forward step never reaches it.
installHistoryBlocker()

// Everything the first screen needs starts at once, not one after another: the strings, the
// client config, the session and the screen's code. The server wrote the client config and the
// session into the page; without them (the dev server) they are asked for.
// The page's entry is an async script: its code, and the code of the page's screen, runs while
// the server still reads the boot data (the end of the page); it waits here for them and for the
// screen the server drew.
startScreenCode(location.pathname, document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE))
await documentParsed()
const language = pageLanguage('de')
const bootData = readBootData(language)
const root = document.getElementById('root')!
const isDrawn = root.hasChildNodes()
// A drawn screen is taken over in the zone it was drawn in.
if (isDrawn) setPageTimeZone(bootData?.drawnInTimeZone ?? 'UTC')
// A sign-in the server refused when the form was posted before (or without) the page's code.
setPageSignInRefusal(bootData?.signInRefusal)
if (bootData) {
  if (bootData.answers) setPageAnswers(bootData.answers)
  // The queries a drawn screen was drawn with, as answered now (they are not asked for again at once).
  if (bootData.queries) hydrate(queryClient, justAnswered(bootData.queries as DehydratedState))
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
// Signed out in another tab, or an answer given to nobody: while this page thinks it is signed in
// (and is not asking already), it asks for the session again, and the shell goes to sign-in.
onSessionEndedElsewhere(() => {
  const me = queryClient.getQueryData<MeResponse>(meQuery(boot.userCollection).queryKey)
  if (!me?.user || queryClient.isFetching({ queryKey: queryKeys.me() }) > 0) return
  void queryClient.invalidateQueries({ queryKey: queryKeys.me() })
})
// The first render waits for the screen's code too, so that it shows the screen, not a placeholder.
// A signed-in page's screen starts its first queries as soon as its code is there; a signed-out
// one's the code it draws with (the sign-in methods the server drew).
const config = bootData?.clientConfig
const prefetch = config ? { config, queryClient } : undefined
// The page's strings came with it (every plugin's too): none is downloaded, and a drawn screen is
// taken over with the very strings it was drawn with.
if (bootData?.strings) stringsInPage(bootData.strings)
const [strings, screens] = await Promise.all([
  bootData?.strings ?? loadLanguage(language),
  preloadScreensFor(location.pathname, location.search, language, prefetch),
])
const packs = [
  ...screens.flatMap((screen) => screen.stringPacks ?? []),
  // The strings of a form's plugin parts (a field kit) the screen's prefetch started.
  ...pluginStringPacks(preloadedPartPlugins()),
]
// Only the packs the page lacks are downloaded.
const initial = await withPacks(strings, packs)
applyLanguage(initial.language)
const app = (
  <App
    initialLanguage={initial}
    initialPacks={[...packs, ...everyPageStringPack()].filter((pack) =>
      initial.packs.includes(pack.name),
    )}
    queryClient={queryClient}
    theme={parseTheme(document.documentElement.dataset.theme)}
  />
)
// A screen the server drew (src/server/server-render.ts) is taken over as it is, with what was
// typed into it meanwhile; any other page is drawn here.
if (isDrawn) {
  hydrateRoot(root, app, {
    // React draws the screen anew where its render differs from the server's: a defect, told.
    onRecoverableError: (error) => console.error('[folio] the drawn screen was redrawn:', error),
  })
} else createRoot(root).render(app)
// For the next page the server draws. Not before the first render: the runtime's first look at
// time zones is slow.
afterFirstRender(writeTimeZoneCookie)

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  )
}

function justAnswered(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  }
}

/**
 * A second after the first screen has content, when the browser is idle: an idle moment comes
 * earlier, while a screen's code is still loading, and the task would then hold up its first
 * render (the runtime's first `Intl` use loads its locale data: 30 to 60 ms on a slow machine).
 */
function afterFirstRender(task: () => void): void {
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 })
      else task()
    }, FIRST_SCREEN_SETTLED_MS)
  if (root.childElementCount > 0) {
    later()
    return
  }
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return
    observer.disconnect()
    later()
  })
  observer.observe(root, { childList: true })
}

function writeTimeZoneCookie(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${tzCookie}=${encodeURIComponent(zone)}; Path=/; Max-Age=${TZ_COOKIE_MAX_AGE}; SameSite=Lax${secure}`
}
