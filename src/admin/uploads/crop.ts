/** A crop area in percent of the image: its top-left corner, width and height. */
export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

const clamp = (n: number, max = 100) => Math.min(max, Math.max(0, n))
const round1 = (n: number) => Math.round(n * 10) / 10

/** The area between two points of a drag (in percent), whichever way it went, within the image. */
export function areaBetween(a: { x: number; y: number }, b: { x: number; y: number }): CropArea {
  const left = clamp(Math.min(a.x, b.x))
  const top = clamp(Math.min(a.y, b.y))
  return {
    x: round1(left),
    y: round1(top),
    width: round1(clamp(Math.max(a.x, b.x)) - left),
    height: round1(clamp(Math.max(a.y, b.y)) - top),
  }
}

/** One value of the area changed (a number typed), kept within the image. */
export function withValue(area: CropArea, key: keyof CropArea, value: number): CropArea {
  if (!Number.isFinite(value)) return area
  const next = { ...area, [key]: round1(clamp(value)) }
  return {
    ...next,
    width: round1(clamp(next.width, 100 - next.x)),
    height: round1(clamp(next.height, 100 - next.y)),
  }
}

/** Whether the area cuts anything off (and is not empty). */
export function isCropping(area: CropArea): boolean {
  return area.width > 0 && area.height > 0 && (area.width < 100 || area.height < 100)
}

/**
 * Payload's `uploadEdits` for a crop: the corner in percent, the size in whole pixels of the
 * stored image (never past its edge), as its `cropImage` reads them.
 */
export function cropEdits(area: CropArea, image: { width: number; height: number }) {
  const left = Math.floor((area.x / 100) * image.width)
  const top = Math.floor((area.y / 100) * image.height)
  const widthInPixels = Math.max(
    1,
    Math.min(image.width - left, Math.round((area.width / 100) * image.width)),
  )
  const heightInPixels = Math.max(
    1,
    Math.min(image.height - top, Math.round((area.height / 100) * image.height)),
  )
  return {
    crop: { x: area.x, y: area.y, width: area.width, height: area.height, unit: '%' as const },
    widthInPixels,
    heightInPixels,
  }
}

/** A handle of the crop area: a corner or the middle of an edge, named by compass point. */
export type CropHandle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw'

export const CROP_HANDLES: readonly CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w']

/** The smallest side a handle leaves, in percent, so an edge never passes the opposite one. */
const MIN_SIDE = 1

/**
 * The area as it was when a handle was taken, with that handle moved by (dx, dy) percent: the
 * edges the handle holds follow it, the others stay, all within the image.
 */
export function resizedArea(start: CropArea, handle: CropHandle, dx: number, dy: number): CropArea {
  let left = start.x
  let top = start.y
  let right = start.x + start.width
  let bottom = start.y + start.height
  if (handle.includes('w')) left = Math.min(Math.max(0, left + dx), right - MIN_SIDE)
  if (handle.includes('e')) right = Math.max(Math.min(100, right + dx), left + MIN_SIDE)
  if (handle.includes('n')) top = Math.min(Math.max(0, top + dy), bottom - MIN_SIDE)
  if (handle.includes('s')) bottom = Math.max(Math.min(100, bottom + dy), top + MIN_SIDE)
  // The edges are rounded, not the sides, so the area never ends past the image.
  const [x, y] = [round1(left), round1(top)]
  return { x, y, width: round1(round1(right) - x), height: round1(round1(bottom) - y) }
}
