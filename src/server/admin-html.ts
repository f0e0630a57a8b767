import type { Theme } from '../shared/theme'

export interface AdminBoot {
  adminRoute: string
  apiRoute: string
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Fills the built index.html for the configured admin route, so changing `routes.admin` needs no
 * rebuild: a <base> for the relative asset URLs, the routes in a meta tag, and the theme from the
 * cookie on <html> so the first paint already has the right colours.
 */
export function renderAdminHtml(template: string, args: { boot: AdminBoot; theme: Theme; language: string }): string {
  const base = args.boot.adminRoute.replace(/\/+$/, '') + '/'
  const head = `<base href="${escapeAttribute(base)}"><meta name="folio-boot" content="${escapeAttribute(JSON.stringify(args.boot))}">`
  return template
    .replace('<html lang="en">', `<html lang="${escapeAttribute(args.language)}" data-theme="${args.theme}">`)
    .replace('<head>', `<head>${head}`)
}
