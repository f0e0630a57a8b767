const OPEN_OBJECT = 0x7b
const OPEN_ARRAY = 0x5b
const CLOSE_OBJECT = 0x7d
const CLOSE_ARRAY = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, found by one pass over the
 * bytes without recursion (so a body nested 100,000 deep cannot overflow the stack here, and is
 * refused before anything recursive walks it). Brackets inside strings do not count; the text
 * need not be valid JSON.
 */
export function isNestedDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0
  let isInString = false
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]
    if (isInString) {
      if (byte === BACKSLASH) i++
      else if (byte === QUOTE) isInString = false
    } else if (byte === QUOTE) isInString = true
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > maxDepth) return true
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--
  }
  return false
}
