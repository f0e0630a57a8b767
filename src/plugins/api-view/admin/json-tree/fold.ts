/** Strings longer than this show their start and a button that reveals the rest. */
export const FOLD_AT = 200

export function isFolded(text: string): boolean {
  return text.length > FOLD_AT
}

/** The start of a long string, never ending in half a surrogate pair (an emoji cut in two). */
export function foldedHead(text: string): string {
  const end = isHighSurrogate(text.charCodeAt(FOLD_AT - 1)) ? FOLD_AT - 1 : FOLD_AT
  return text.slice(0, end)
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/** A string as the API's JSON writes it (quoted, escaped); a folded one ends in an ellipsis. */
export function quoted(text: string, isRevealed: boolean): string {
  if (isRevealed || !isFolded(text)) return JSON.stringify(text)
  return `${JSON.stringify(foldedHead(text)).slice(0, -1)}…"`
}
