import type { ClientConfigResponse } from './client-config'

/** What the server writes into the admin's index.html (meta `folio-boot`) before the SPA starts. */
export interface AdminBoot {
  adminRoute: string
  apiRoute: string
  cookiePrefix: string
  /** The auth collection's slug, so the session check can start before the client config arrives. */
  userCollection: string
  /** `admin.theme` when the config fixes it (`light` or `dark`): the admin uses it and offers no choice. */
  forcedTheme?: 'light' | 'dark'
}

export const BOOT_META_NAME = 'folio-boot'

/** The session as `GET {api}/{users}/me` answers it. */
export interface BootSession {
  user: (Record<string, unknown> & { id: string | number }) | null
  exp?: number
}

/**
 * The admin's strings in one language, as its `LoadedLanguage` (src/admin/i18n/load.ts) holds
 * them: Payload's (the keys the admin uses) and Folio's in `dictionary`, with the string packs
 * named in `packs` merged in; English in `fallback` where the language lacks a pack.
 */
export interface PageStrings {
  language: string
  dictionary: Record<string, Record<string, string>>
  fallback: Record<string, Record<string, string>>
  packs: readonly string[]
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
   * The strings of the page's language, the packs of every admin plugin merged in (and a drawn
   * screen's own), so the SPA starts without downloading any. Absent when the server has no admin
   * server half to take them from: the SPA then downloads them.
   */
  strings?: PageStrings
  /**
   * For the sign-in screen the server drew in answer to its form's own post (sent before or
   * without the page's script) when that sign-in was refused: what the screen shows.
   */
  signInRefusal?: SignInRefusal
}

/**
 * A sign-in by form post that did not sign in: the address sent, and the sign-in endpoint's status
 * and message.
 */
export interface SignInRefusal {
  email: string
  status: number
  message?: string
}

export const BOOT_DATA_ELEMENT_ID = 'folio-boot-data'

/**
 * On the page's <html> when its request carried a session cookie (which may have outlived its
 * session): the page's code starts the signed-in screen's code before the boot data say more.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in'
