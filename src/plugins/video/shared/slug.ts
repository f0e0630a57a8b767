const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * The slug of a video title: lowercase, German umlauts and sharp s spelled out (ae, oe, ue, ss),
 * spaces to hyphens, every other non-word character (dots, commas, parentheses…) dropped.
 */
export function videoSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
}
