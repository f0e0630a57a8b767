const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? parseInt(entity.slice(2), 16)
        : parseInt(entity.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole
  })
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '')
}

/** A link keeps its address: `label (address)`, or the address alone when the label is the address. */
function linkText(href: string, label: string): string {
  const shown = stripTags(label).trim()
  return !shown || shown === href ? href : `${shown} (${href})`
}

/**
 * The plain-text part of a message that has only HTML (Payload's forgot-password email): block
 * ends become blank lines, `<br>` a line break, links keep their address, entities are decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_whole, _quote, href: string, label: string) => linkText(href, label),
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)\s*>/gi, '\n\n')
  return decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
