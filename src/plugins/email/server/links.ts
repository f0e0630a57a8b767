const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/** Every distinct http(s) address in the given texts, without trailing punctuation, in order. */
export function extractLinks(...texts: Array<string | undefined>): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    for (const match of text?.match(URL_PATTERN) ?? [])
      found.add(match.replace(/[.,;:!?)\]]+$/, ''))
  }
  return [...found]
}
