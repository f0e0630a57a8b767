import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pt } from '@payloadcms/translations/languages/pt'
import { rsLatin } from '@payloadcms/translations/languages/rsLatin'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import { BOOT_META_NAME } from '../../src/shared/boot'
import { formatBytes } from '../../src/shared/format-bytes'
import emailAr from '../../src/plugins/email/translations/ar.json'
import emailPl from '../../src/plugins/email/translations/pl.json'
import httpFr from '../../src/server/kit/http-messages/fr.json'
import httpNb from '../../src/server/kit/http-messages/nb.json'
import httpRsLatin from '../../src/server/kit/http-messages/rs-latin.json'
import httpZhTw from '../../src/server/kit/http-messages/zh-TW.json'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { waitForOutbox } from '../harness/outbox'
import { startFolio, type RunningFolio } from '../harness/server'

const PASSWORD = 'Languages-pass-2026'
const MB = 1024 * 1024

/** The page's `<html …>` tag and its boot meta. */
async function adminPage(folio: RunningFolio, path: string, cookie = '') {
  const html = await (
    await fetch(`${folio.url}/admin${path}`, { headers: { Cookie: cookie } })
  ).text()
  const meta = new RegExp(`<meta name="${BOOT_META_NAME}" content="([^"]*)"`).exec(html)?.[1] ?? ''
  return {
    htmlTag: /<html [^>]*>/.exec(html)?.[0] ?? '',
    boot: JSON.parse(meta.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<
      string,
      unknown
    >,
  }
}

describe('languages and themes as configured (SQLite)', () => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ env: { FOLIO_ADMIN_THEME: 'dark' } })
    admin = await signedInAdmin(folio, { email: 'admin@example.com', password: PASSWORD })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('draws every page in the theme the config forces, whatever the cookie says, and tells the admin there is no choice', async () => {
    for (const cookie of ['', 'folio-theme=light', 'folio-theme=auto']) {
      const page = await adminPage(folio, '/login', cookie)
      expect(page.htmlTag).toContain('data-theme="dark"')
      expect(page.boot.forcedTheme).toBe('dark')
    }
    expect((await admin.get('/folio/client-config')).body.theme).toBe('dark')
  })

  it.each([
    ['fr-CA,fr;q=0.9', 'fr', httpFr],
    ['nb-NO', 'nb', httpNb],
    ['sr-Latn-RS', 'rs-latin', httpRsLatin],
    ['zh-HK', 'zh-TW', httpZhTw],
  ])(
    'answers Folio’s own messages in the language the browser asks for (%s), matched by region and script',
    async (acceptLanguage, language, strings) => {
      const res = await fetch(`${folio.url}/api/users/forgot-password`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: folio.url,
          'Accept-Language': acceptLanguage,
        },
        body: JSON.stringify({ email: 'x'.repeat(2 * MB) }),
      })
      expect(res.status).toBe(413)
      const body = (await res.json()) as { errors: { message: string }[] }
      expect(body.errors[0]?.message).toBe(
        strings.bodyTooLarge.replace('{{limit}}', formatBytes(MB, language)),
      )
    },
  )

  it.each([
    ['sr-Latn', rsLatin.translations.error.emailOrPasswordIncorrect],
    ['zh-HK', zhTw.translations.error.emailOrPasswordIncorrect],
    ['pt-BR', pt.translations.error.emailOrPasswordIncorrect],
  ])('answers in Payload’s own words in the same language (%s)', async (acceptLanguage, text) => {
    const res = await new ApiClient(folio.url).request(
      'POST',
      '/users/login',
      { email: 'admin@example.com', password: 'not-the-password' },
      { 'Accept-Language': acceptLanguage },
    )
    expect(res.status).toBe(401)
    expect(res.body.errors[0].message).toBe(text)
  })

  it.each([
    ['pl', emailPl, 'ltr'],
    ['ar', emailAr, 'rtl'],
  ])(
    'writes the reset email in the recipient’s own language (%s), with its plural form and direction',
    async (language, strings, direction) => {
      const email = `reader-${language}@example.com`
      const created = await admin.post('/users', {
        email,
        password: PASSWORD,
        role: 'viewer',
        language,
      })
      expect(created.status).toBe(201)
      // The request asks for English: the recipient's language wins.
      await new ApiClient(folio.url).request(
        'POST',
        '/users/forgot-password',
        { email },
        { 'Accept-Language': 'en' },
      )
      const [mail] = await waitForOutbox(admin, email)
      expect(mail!.subject).toBe(strings.resetSubject)
      expect(mail!.text).toContain(strings.resetValidity_one.replace('{count}', '1'))
      expect(mail!.html).toContain(`<html lang="${language}" dir="${direction}">`)
    },
  )
})
