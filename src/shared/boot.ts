import type { ClientConfigResponse } from './client-config'

/** What the server writes into the admin's index.html (meta `folio-boot`) before the SPA starts. */
export interface AdminBoot {
  adminRoute: string
  apiRoute: string
  cookiePrefix: string
  /** The auth collection's slug, so the session check can start before the client config arrives. */
  userCollection: string
}

export const BOOT_META_NAME = 'folio-boot'

/** The session as `GET {api}/{users}/me` answers it. */
export interface BootSession {
  user: (Record<string, unknown> & { id: string | number }) | null
  exp?: number
}

/**
 * What the first render needs, written into index.html as JSON (element `folio-boot-data`) so the
 * SPA starts without waiting for requests: the answers of `GET {api}/folio/client-config` and
 * `GET {api}/{users}/me` for this request's session, in the UI language of `<html lang>`.
 */
export interface AdminBootData {
  language: string
  clientConfig: ClientConfigResponse
  me: BootSession
  /**
   * A signed-in page's answers to the reads its first screen makes (`firstReads` of
   * src/shared/api-reads.ts), by `readKey`: only the 200 answers.
   */
  answers?: Record<string, unknown>
  /**
   * For a screen the server drew: the query cache it was drawn with (TanStack Query's dehydrated
   * state), which the SPA takes before it takes the screen over, so both render the same. The
   * answers those queries were made of are not in `answers` again.
   */
  queries?: unknown
  /**
   * For a screen the server drew: the time zone its dates are shown in (the browser's, named in a
   * cookie, or UTC), so the take-over shows them the same without checking the zone again.
   */
  drawnInTimeZone?: string
  /**
   * For the sign-in screen the server drew in answer to its form's own post (sent before or
   * without the page's script) when that sign-in was refused: what the screen shows.
   */
  signInRefusal?: SignInRefusal
}

/**
 * A sign-in by form post that did not sign in: the address sent, and the sign-in endpoint's status
 * and message. `furtherStep`: the password was right, but the endpoint asked for a further step
 * (`redirectTo`), which only the page's script follows.
 */
export interface SignInRefusal {
  email: string
  status: number
  message?: string
  furtherStep?: true
}

export const BOOT_DATA_ELEMENT_ID = 'folio-boot-data'
