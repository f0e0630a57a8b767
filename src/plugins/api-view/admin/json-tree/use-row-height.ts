import { useState } from 'react'

/** In rem, so rows grow with the reader's font size. */
const ROW_HEIGHT_REM = 1.75

/** Every row's height in pixels (a revealed long string grows past it). */
export function useRowHeight(): number {
  const [height] = useState(() => {
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize)
    return Math.round(ROW_HEIGHT_REM * (rootSize > 0 ? rootSize : 16))
  })
  return height
}
