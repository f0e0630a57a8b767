import { intlLocale } from '../shared/catalog'
import { textDirection } from '../shared/language'
import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_META_NAME,
  SIGNED_IN_ATTRIBUTE,
  type AdminBoot,
  type AdminBootData,
} from '../shared/boot'
import type { Theme } from '../shared/theme'
import type { PagePreloads } from './admin-preload'

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

/**
 * JSON that can stand inside a <script> element: `<`, `>` and `&` (and the two line separators
 * old parsers break on) are written as \u escapes, which JSON.parse reads back unchanged, so no
 * value can close the element or open another.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The boot data element, which the page's entry reads (src/admin/lib/boot.ts). */
export function bootDataElement(bootData: AdminBootData | undefined): string {
  return bootData
    ? `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScriptElement(bootData)}</script>`
    : ''
}

/** The parts of an admin page, in the order they are sent (see `renderAdminHtml`). */
export interface AdminPageParts {
  /** From the start to the opening of the root element, where a screen drawn on the server goes. */
  beforeScreen: string
  /** From the end of the root element to the boot data. */
  beforeBootData: string
  /** The end of the page. */
  afterBootData: string
}

const ROOT_ELEMENT = '<div id="root">'

/**
 * Fills the built index.html for the configured admin route, so changing `routes.admin` needs no
 * rebuild: a <base> for the relative asset URLs, the routes in a meta tag, the theme and language
 * on <html> so the first paint already has the right colours and direction, and the code of the
 * page's screen and strings, so it downloads with the entry. It is cut where the screen the server
 * may draw goes (the contents of the root element) and where the boot data go (client config,
 * session, first reads: `bootDataElement`, at the end of the body): the server sends the first
 * part at once and the rest when it has them, and the page's scripts, which run only once the
 * whole document is there, download meanwhile.
 */
export function renderAdminHtml(
  template: string,
  args: {
    boot: AdminBoot
    theme: Theme
    language: string
    preloads?: PagePreloads
    /** The request carried a session cookie: the page's code starts the signed-in screens. */
    isSignedIn?: boolean
  },
): AdminPageParts {
  const base = args.boot.adminRoute.replace(/\/+$/, '') + '/'
  const links = [
    ...(args.preloads?.styles ?? []).map(
      (file) => `<link rel="stylesheet" crossorigin href="./${escapeAttribute(file)}">`,
    ),
    ...(args.preloads?.scripts ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="./${escapeAttribute(file)}">`,
    ),
  ].join('')
  const head = `<base href="${escapeAttribute(base)}"><meta name="${BOOT_META_NAME}" content="${escapeAttribute(JSON.stringify(args.boot))}">`
  const dir = textDirection(args.language)
  // Replacer functions: a string replacement would read `$'` and `$&` in the data as patterns.
  const html = template
    .replace(
      '<html lang="en">',
      () =>
        `<html lang="${escapeAttribute(intlLocale(args.language))}" data-language="${escapeAttribute(args.language)}" dir="${dir}" data-theme="${args.theme}"${args.isSignedIn ? ` ${SIGNED_IN_ATTRIBUTE}` : ''}>`,
    )
    .replace('<head>', () => `<head>${head}`)
    // After the entry's own stylesheets, as a lazily loaded chunk's would come: equal rules of a
    // later file win within a cascade layer.
    .replace('</head>', () => `${links}</head>`)
  const root = html.indexOf(`${ROOT_ELEMENT}</div>`)
  const end = html.lastIndexOf('</body>')
  if (root < 0 || end < root)
    throw new Error('The admin page has no empty root element in its body')
  const screen = root + ROOT_ELEMENT.length
  return {
    beforeScreen: html.slice(0, screen),
    beforeBootData: html.slice(screen, end),
    afterBootData: html.slice(end),
  }
}
