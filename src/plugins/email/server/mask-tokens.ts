/** What a hidden token shows instead. */
export const HIDDEN = '[hidden]'

/** `token=…` as a URL query parameter, also HTML-escaped (`&amp;token=`), up to the next separator. */
const TOKEN_PARAMETER = /([?&;]token=)[^&#\s"'<>]+/gi

/** A bare run of 32 or more URL-safe characters with a digit in it: a token in a path or on its own. */
const BARE_TOKEN = /(?<![\w-])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g

/**
 * The text with every link token replaced by `[hidden]` (`?token=abc` → `?token=[hidden]`), so a
 * stored or logged message gives nobody a working reset or invitation link.
 */
export function maskTokens(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${HIDDEN}`).replace(BARE_TOKEN, HIDDEN)
}
