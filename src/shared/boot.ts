/** What the server writes into the admin's index.html (meta `folio-boot`) before the SPA starts. */
export interface AdminBoot {
  adminRoute: string
  apiRoute: string
  cookiePrefix: string
}

export const BOOT_META_NAME = 'folio-boot'
