import { BOOT_META_NAME, type AdminBoot } from '../../shared/boot'

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
