import { parseCookies, type PayloadRequest } from 'payload'
import { sealerFor } from '../../../server/kit/sealed-value'
import { isOidcProviderId, type OidcProviderId } from '../shared'

/** How long a person has at the provider before the callback is refused. */
export const FLOW_LIFETIME_S = 10 * 60

/** What the browser keeps between the sign-in's start and the provider's callback. */
export interface FlowState {
  provider: OidcProviderId
  state: string
  nonce: string
  codeVerifier: string
  /** The checked `redirect` inside the admin, if any. */
  redirect?: string
  /** Until when (ms since the epoch) the callback is taken. */
  expiresAt: number
}

const sealer = sealerFor('folio-oidc', 'sign-in flow cookie')
const cookieName = (req: PayloadRequest) => `${req.payload.config.cookiePrefix}-oidc-flow`
/** Sent only to the callback: nothing else of the API needs it. */
const cookiePath = (req: PayloadRequest) => `${req.payload.config.routes.api}/admin/oauth/callback`
const isSecure = (req: PayloadRequest) => req.payload.config.serverURL.startsWith('https:')

function cookie(req: PayloadRequest, value: string, maxAge: number): string {
  return [
    `${cookieName(req)}=${value}`,
    `Path=${cookiePath(req)}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: the provider sends the browser back with a top-level GET from its own site.
    'SameSite=Lax',
    ...(isSecure(req) ? ['Secure'] : []),
  ].join('; ')
}

/** The `Set-Cookie` value that keeps `flow` in this browser, sealed (neither readable nor changeable). */
export const flowCookie = (req: PayloadRequest, flow: FlowState): string =>
  cookie(req, sealer.seal(JSON.stringify(flow), req.payload.secret), FLOW_LIFETIME_S)

/** The `Set-Cookie` value that removes it: every callback answer ends the flow, so none is taken twice. */
export const clearedFlowCookie = (req: PayloadRequest): string => cookie(req, '', 0)

/** The browser's flow, or null when it has none, it was not sealed by this server, or it expired. */
export function flowOf(req: PayloadRequest): FlowState | null {
  const opened = sealer.open(parseCookies(req.headers).get(cookieName(req)), req.payload.secret)
  if (!opened) return null
  try {
    const flow = JSON.parse(opened) as Partial<FlowState>
    const isWhole =
      isOidcProviderId(flow.provider) &&
      typeof flow.state === 'string' &&
      typeof flow.nonce === 'string' &&
      typeof flow.codeVerifier === 'string' &&
      typeof flow.expiresAt === 'number' &&
      (flow.redirect === undefined || typeof flow.redirect === 'string')
    return isWhole && flow.expiresAt! > Date.now() ? (flow as FlowState) : null
  } catch {
    return null
  }
}
