/** In rem, so rows grow with the reader's font size. */
const ROW_HEIGHT_REM = 1.75

let rowHeight: number | undefined

/** Every row's height in pixels (a revealed long string grows past it), read once per page. */
export function rowHeightInPixels(): number {
  if (rowHeight === undefined) {
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize)
    rowHeight = Math.round(ROW_HEIGHT_REM * (rootSize > 0 ? rootSize : 16))
  }
  return rowHeight
}
