const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * A slug from a title: lowercase, German umlauts and sharp s as ae, oe, ue and ss, spaces as
 * hyphens, and dots, commas, parentheses and other non-word characters dropped.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c]!)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
}
