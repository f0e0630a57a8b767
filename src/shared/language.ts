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
    const match = supportedLanguageOf(tag, supported)
    if (match) return match
  }
  return undefined
}

/** Old or other codes of a language Payload ships under one code. */
const SAME_LANGUAGE: Record<string, string> = { iw: 'he', in: 'id', no: 'nb', nn: 'nb' }

/**
 * The admin language for one BCP 47 tag as a browser sends it: the exact code (`zh-TW`), else
 * the code for its script or region among Payload's (`sr-Latn` → `rs-latin`, `zh-HK` → `zh-TW`,
 * `bn-IN`), else its base language (`pt-BR` → `pt`, `de-CH` → `de`, `nb-NO` → `nb`).
 */
export function supportedLanguageOf(tag: string, supported: string[]): string | undefined {
  const find = (code: string) => supported.find((s) => s.toLowerCase() === code.toLowerCase())
  const exact = find(tag)
  if (exact) return exact
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag).maximize()
  } catch {
    return undefined
  }
  const language = SAME_LANGUAGE[locale.language] ?? locale.language
  const candidates: string[] = []
  if (language === 'zh') candidates.push(locale.script === 'Hant' ? 'zh-TW' : 'zh')
  if (language === 'sr') candidates.push(locale.script === 'Latn' ? 'rs-latin' : 'rs')
  if (language === 'bn') candidates.push(locale.region === 'IN' ? 'bn-IN' : 'bn-BD')
  candidates.push(`${language}-${locale.region ?? ''}`, language)
  for (const candidate of candidates) {
    const match = find(candidate)
    if (match) return match
  }
  return undefined
}

/** Payload's languages written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he'])

/** `rtl` for Arabic, Persian and Hebrew, else `ltr`: the `dir` of a page or an email. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'
}
