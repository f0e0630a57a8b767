/**
 * The admin language: the user's choice (cookie), else the first supported language of the
 * browser's Accept-Language, else the fallback (German by default).
 */
export function pickLanguage(args: {
  cookie?: string
  acceptLanguage?: string
  supported: string[]
  fallback: string
}): string {
  const { cookie, acceptLanguage, supported, fallback } = args
  if (cookie && supported.includes(cookie)) return cookie
  const fromHeader = firstSupportedLanguage(acceptLanguage ?? '', supported)
  return fromHeader ?? fallback
}

export function firstSupportedLanguage(header: string, supported: string[]): string | undefined {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((l) => l.tag && l.tag !== '*' && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const exact = supported.find((s) => s.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const base = tag.split('-')[0]!.toLowerCase()
    const byBase = supported.find((s) => s.toLowerCase() === base)
    if (byBase) return byBase
  }
  return undefined
}
