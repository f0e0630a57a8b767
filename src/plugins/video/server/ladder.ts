/** One HLS rendition to encode. */
export interface Rendition {
  name: string
  width: number
  height: number
  /** Video bits per second (the playlist's BANDWIDTH adds the audio). */
  videoBitrate: number
}

/** Heights and video bitrates of the ladder, largest first. */
const LADDER: readonly (readonly [number, number])[] = [
  [1080, 5_000_000],
  [720, 2_800_000],
  [480, 1_400_000],
  [360, 800_000],
  [240, 400_000],
]

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2)

/**
 * The renditions of a source: up to three ladder heights not above the source's (720, 480 and 360
 * for a 720p source; 360 and 240 for a 360p one), and always at least two: a source smaller than
 * the ladder gets its own height and half of it.
 */
export function renditionLadder(source: { width: number; height: number }): Rendition[] {
  const aspect = source.width / source.height
  const make = (height: number, videoBitrate: number): Rendition => ({
    name: `${height}p`,
    width: even(height * aspect),
    height,
    videoBitrate,
  })
  const fitting = LADDER.filter(([height]) => height <= source.height).slice(0, 3)
  if (fitting.length >= 2) return fitting.map(([h, rate]) => make(h, rate))
  const bitrate = (height: number) => Math.max(150_000, Math.round(height * 2000))
  const [first] = fitting
  const top = first ? make(first[0], first[1]) : make(even(source.height), bitrate(source.height))
  const half = even(top.height / 2)
  return [top, make(half, bitrate(half))]
}
