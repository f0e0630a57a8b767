/** A focal point in percent of the image's width and height, as Payload stores it (whole numbers). */
export interface FocalPoint {
  x: number
  y: number
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)))

/** Where a click on the shown image falls, in percent of its box. */
export function focalFromPointer(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 50, y: 50 }
  return {
    x: clamp(((clientX - box.left) / box.width) * 100),
    y: clamp(((clientY - box.top) / box.height) * 100),
  }
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The point moved by an arrow key, 1 % a press (10 % with Shift); undefined for other keys. */
export function nudgeFocal(
  point: FocalPoint,
  key: string,
  isLarge: boolean,
): FocalPoint | undefined {
  const step = STEPS[key]
  if (!step) return undefined
  const size = isLarge ? 10 : 1
  return { x: clamp(point.x + step[0] * size), y: clamp(point.y + step[1] * size) }
}

/** The stored point of a document, or the centre when it has none. */
export function focalOf(doc: Record<string, unknown> | undefined): FocalPoint {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? clamp(v) : 50)
  return { x: n(doc?.focalX), y: n(doc?.focalY) }
}
