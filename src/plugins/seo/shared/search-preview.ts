/** Where a search engine cuts a result's title and description (about 600 px of title, two lines of text). */
export const PREVIEW_LIMITS = { title: 60, description: 160 } as const

/**
 * Text as a search engine's result shows it: whitespace collapsed, and past `max` characters cut
 * at the last word that fits, with an ellipsis.
 */
export function searchSnippet(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')} …`
}

/** A result's address as search engines print it: host and path with › between the parts. */
export function breadcrumbURL(url: string): string {
  try {
    const { host, pathname } = new URL(url)
    const parts = pathname.split('/').filter(Boolean)
    return [host, ...parts].join(' › ')
  } catch {
    return url
  }
}
