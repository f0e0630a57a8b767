import { chromium } from 'playwright-core'
import type { Browser, BrowserContext } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { assertLoopback, rawGet } from './http'

export interface ScriptFile {
  path: string
  gzipBytes: number
  brotliBytes: number
  /** false when the server did not send the encoding asked for (the byte count is then the raw size). */
  precompressed: boolean
}

export interface RouteWeight {
  gzipBytes: number
  brotliBytes: number
  scripts: number
}

export interface RouteMeasurement extends RouteWeight {
  files: ScriptFile[]
}

export interface RouteSpec {
  name: string
  path: string
  /** Signs the context in before the page opens; omitted for signed-out routes. */
  signIn?: { email: string; password: string }
  /** A selector that must be visible once the route has rendered; proves the page is the one meant. */
  readySelector: string
  /** Text the ready element must contain (e.g. the document's title on the edit route). */
  readyText?: string
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
    timeout: 60_000,
  })
}

/** Size of one URL's body as transferred with the given Accept-Encoding (no decompression). */
async function encodedSize(
  url: string,
  encoding: 'gzip' | 'br',
): Promise<{ bytes: number; encoded: boolean }> {
  const res = await rawGet(url, { 'Accept-Encoding': encoding }, 10_000)
  if (res.status !== 200) throw new Error(`GET ${url} (${encoding}) answered ${res.status}`)
  return { bytes: res.body.length, encoded: res.headers['content-encoding'] === encoding }
}

export async function signIn(
  context: BrowserContext,
  baseURL: string,
  user: { email: string; password: string },
): Promise<void> {
  // context.request shares the context's cookie jar, so the page starts signed in.
  const res = await context.request.post(`${baseURL}/api/users/login`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL, Accept: 'application/json' },
    timeout: 15_000,
  })
  if (!res.ok())
    throw new Error(`sign-in for ${user.email} failed: ${res.status()} ${await res.text()}`)
  const cookies = await context.cookies(baseURL)
  if (!cookies.some((c) => c.name === 'folio-token'))
    throw new Error('sign-in set no folio-token cookie')
}

/**
 * Opens one route in a fresh context (cold cache), records every response of resource type
 * 'script' until network idle, then asks the server for each script with gzip and with brotli.
 */
export async function measureRoute(
  browser: Browser,
  baseURL: string,
  route: RouteSpec,
): Promise<RouteMeasurement> {
  assertLoopback(baseURL)
  const context = await browser.newContext({
    locale: 'en-US',
    serviceWorkers: 'block',
    bypassCSP: false,
  })
  try {
    if (route.signIn) await signIn(context, baseURL, route.signIn)
    const page = await context.newPage()
    const scriptURLs = new Set<string>()
    const otherJs = new Set<string>()
    page.on('response', (response) => {
      const type = response.request().resourceType()
      const url = response.url()
      if (type === 'script') scriptURLs.add(url)
      else if (
        /\.m?js(\?|$)/.test(new URL(url).pathname) ||
        /javascript/.test(response.headers()['content-type'] ?? '')
      )
        otherJs.add(url)
    })
    const target = `${baseURL}${route.path}`
    const response = await page.goto(target, { waitUntil: 'networkidle', timeout: 60_000 })
    if (!response || response.status() !== 200)
      throw new Error(`${target} answered ${response?.status() ?? 'nothing'}`)
    const ready = page.locator(route.readySelector).first()
    await ready.waitFor({ state: 'visible', timeout: 20_000 })
    if (route.readyText !== undefined) {
      const text = (await ready.textContent({ timeout: 5_000 })) ?? ''
      if (!text.includes(route.readyText))
        throw new Error(
          `${route.name}: ${route.readySelector} shows "${text}", expected "${route.readyText}"`,
        )
    }
    // Anything the rendered route pulls in after its first paint is part of the route too.
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    const finalPath = new URL(page.url()).pathname
    if (finalPath !== new URL(target).pathname)
      throw new Error(`${route.name}: expected to stay on ${route.path}, ended on ${finalPath}`)
    if (otherJs.size > 0)
      process.stderr.write(
        `  note: ${route.name}: JavaScript loaded with a non-script resource type: ${[...otherJs].join(', ')}\n`,
      )

    return await weighScripts(baseURL, route.name, scriptURLs)
  } finally {
    await context.close()
  }
}

/**
 * The bytes of scripts as sent: Node asks the server for each URL with gzip and with brotli (over
 * `node:http`, which does not decompress) and sums the bodies.
 */
export async function weighScripts(
  baseURL: string,
  routeName: string,
  scriptURLs: Iterable<string>,
): Promise<RouteMeasurement> {
  const origin = assertLoopback(baseURL).origin
  const files: ScriptFile[] = []
  for (const url of [...new Set(scriptURLs)].sort()) {
    if (new URL(url).origin !== origin)
      throw new Error(`${routeName}: script from another origin: ${url}`)
    const [gzip, br] = [await encodedSize(url, 'gzip'), await encodedSize(url, 'br')]
    files.push({
      path: new URL(url).pathname,
      gzipBytes: gzip.bytes,
      brotliBytes: br.bytes,
      precompressed: gzip.encoded && br.encoded,
    })
  }
  return {
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    brotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
    scripts: files.length,
    files,
  }
}
