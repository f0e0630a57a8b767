import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_META_NAME,
  type AdminBoot,
  type AdminBootData,
} from '../../shared/boot'

/** Routes and cookie prefix written by the server into index.html; defaults serve the Vite dev server. */
export function readBoot(): AdminBoot {
  const fallback: AdminBoot = {
    adminRoute: '/admin',
    apiRoute: '/api',
    cookiePrefix: 'folio',
    userCollection: 'users',
  }
  if (typeof document === 'undefined') return fallback
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BOOT_META_NAME}"]`)
  if (!meta) return fallback
  try {
    return { ...fallback, ...(JSON.parse(meta.content) as Partial<AdminBoot>) }
  } catch {
    return fallback
  }
}

export const boot = readBoot()

/**
 * The client config and session the server wrote into this page for `language`; undefined when it
 * wrote none (the Vite dev server, an error on the server) or for another language.
 */
export function readBootData(language: string): AdminBootData | undefined {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID)
  if (!element?.textContent) return undefined
  try {
    const data = JSON.parse(element.textContent) as AdminBootData
    return data.language === language ? data : undefined
  } catch {
    return undefined
  }
}

/**
 * The admin language of this page, as Payload codes it (`rs-latin`): `<html data-language>`,
 * which the server writes beside `lang` (the BCP 47 tag, `sr-Latn`).
 */
export function pageLanguage(fallback: string): string {
  if (typeof document === 'undefined') return fallback
  const root = document.documentElement
  return root.dataset.language || root.lang || fallback
}
