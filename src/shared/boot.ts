/** What the server writes into the admin's index.html (meta `folio-boot`) before the SPA starts. */
export interface AdminBoot {
  adminRoute: string
  apiRoute: string
  cookiePrefix: string
  /** The auth collection's slug, so the session check can start before the client config arrives. */
  userCollection: string
}

export const BOOT_META_NAME = 'folio-boot'
