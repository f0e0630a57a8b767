import { BOOT_META_NAME, type AdminBoot } from '../shared/boot'
import type { Theme } from '../shared/theme'

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

const RTL = new Set(['ar', 'fa', 'he'])

/**
 * Fills the built index.html for the configured admin route, so changing `routes.admin` needs no
 * rebuild: a <base> for the relative asset URLs, the routes in a meta tag, and the theme and
 * language on <html> so the first paint already has the right colours and direction.
 */
export function renderAdminHtml(
  template: string,
  args: { boot: AdminBoot; theme: Theme; language: string },
): string {
  const base = args.boot.adminRoute.replace(/\/+$/, '') + '/'
  const head = `<base href="${escapeAttribute(base)}"><meta name="${BOOT_META_NAME}" content="${escapeAttribute(JSON.stringify(args.boot))}">`
  const dir = RTL.has(args.language) ? 'rtl' : 'ltr'
  return template
    .replace(
      '<html lang="en">',
      `<html lang="${escapeAttribute(args.language)}" dir="${dir}" data-theme="${args.theme}">`,
    )
    .replace('<head>', `<head>${head}`)
}
