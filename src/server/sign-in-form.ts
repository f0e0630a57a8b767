import type { Context, Hono } from 'hono'
import type { SanitizedConfig } from 'payload'
import type { SignInRefusal } from '../shared/boot'
import { firstServerMessage } from '../shared/http-errors'
import { adminRedirectPath, sanitizeRedirect, withRedirectParam } from '../shared/redirect'
import { adminHref, apiPaths } from '../shared/routes'
import type { BodyLimits } from './env'
import { discardWithin } from './http/body-limit'
import { apiError } from './kit/http-messages'
import { ownOrigins } from './http/origin-guard'
import { checkBody } from './http/request-body'
import type { AdminPageExtras } from './static-admin'

/** An email, a password and the form's few bytes more; a longer post is refused (413) unread. */
export const SIGN_IN_FORM_BYTES = 4 * 1024

/** The request headers the sign-in passes on to the API: the language, the client, its site. */
const PASSED_ON = ['cookie', 'accept-language', 'x-forwarded-for', 'user-agent', 'sec-fetch-site']

interface LoginAnswer {
  user?: unknown
  redirectTo?: unknown
}

/**
 * `POST {admin}/login`: the sign-in form as the browser sends it itself, before (or without) the
 * page's script. Only from the server's own pages (an `Origin` of the `csrf` list; none is
 * refused too), urlencoded, at most `SIGN_IN_FORM_BYTES`. It signs in through the API's own
 * `POST {api}/{users}/login`, with this request's client address, cookies and language, so every
 * rule of a sign-in applies as it is (failure counts and lockout, rate limits, sessions, notices).
 * Signed in: 303 to the form's `redirect` when it is inside the admin, else the admin, with the
 * API's cookies; a further step the API asks for (`redirectTo`) is followed the same way, with the
 * `redirect` appended, as the page's script does. Otherwise the sign-in page again, with the
 * address kept and the API's status, message and `Retry-After`.
 */
export function signInForm(args: {
  app: Hono
  config: SanitizedConfig
  bodyLimits: BodyLimits
  adminPage: (c: Context, extras: AdminPageExtras) => Promise<Response>
}) {
  const { app, config, adminPage } = args
  const allowed = ownOrigins(config)
  const admin = config.routes.admin
  const loginPath = `${config.routes.api.replace(/\/+$/, '')}${apiPaths.auth(config.admin.user, 'login')}`
  const limits = { ...args.bodyLimits, jsonBytes: SIGN_IN_FORM_BYTES }

  return async (c: Context): Promise<Response> => {
    const origin = c.req.header('origin')
    if (origin === undefined || !allowed.has(origin)) {
      await discardWithin(c.req.raw.body, SIGN_IN_FORM_BYTES)
      return apiError({ c, config, status: 403, key: 'foreignOrigin' })
    }
    const type = c.req.header('content-type') ?? ''
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
      await discardWithin(c.req.raw.body, SIGN_IN_FORM_BYTES)
      return apiError({ c, config, status: 415, key: 'formNotUrlEncoded' })
    }
    const body = await checkBody({ config, request: c.req.raw, limits })
    if (body.kind === 'refused') return body.response
    const fields = new URLSearchParams(
      body.kind === 'bytes' ? new TextDecoder().decode(body.bytes) : '',
    )
    const email = fields.get('email') ?? ''
    const password = fields.get('password') ?? ''

    const headers = new Headers({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Origin: origin,
    })
    for (const name of PASSED_ON) {
      const value = c.req.header(name)
      if (value) headers.set(name, value)
    }
    const request = new Request(new URL(loginPath, c.req.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    })
    const response = await app.fetch(request, c.env)
    const answer = (await response.json().catch(() => undefined)) as LoginAnswer | undefined

    const furtherStep = typeof answer?.redirectTo === 'string' ? answer.redirectTo : undefined
    if (response.status === 200 && (answer?.user || furtherStep !== undefined)) {
      // A further step the API asks for (a plugin's, `redirectTo`) is followed as the page's
      // script follows it: with the address the sign-in was headed to, inside the admin only.
      const headedTo = c.req.query('redirect')
      const target =
        furtherStep === undefined
          ? adminRedirectPath(headedTo, admin)
          : adminRedirectPath(withRedirectParam(furtherStep, sanitizeRedirect(headedTo)), admin)
      const signedIn = new Headers({
        Location: adminHref(admin, target ?? '/'),
        'Cache-Control': 'no-store',
      })
      for (const cookie of response.headers.getSetCookie()) signedIn.append('Set-Cookie', cookie)
      return new Response(null, { status: 303, headers: signedIn })
    }
    const refusal: SignInRefusal = {
      email,
      status: response.status,
      message: firstServerMessage(answer),
    }
    const page = await adminPage(c, {
      status: response.status >= 400 ? response.status : 200,
      signInRefusal: refusal,
    })
    // When to try again (a lockout, a rate limit), as the API said it.
    const retryAfter = response.headers.get('retry-after')
    if (retryAfter) page.headers.set('Retry-After', retryAfter)
    return page
  }
}
