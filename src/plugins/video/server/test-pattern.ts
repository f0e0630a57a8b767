/** A generated clip: ffmpeg's moving test pattern, with a 440 Hz tone unless `hasAudio` is false. */
export interface TestPattern {
  width: number
  height: number
  seconds: number
  hasAudio?: boolean
  /** `testsrc2` (the default, busier) or `testsrc` (compresses to a much smaller file). */
  pattern?: 'testsrc' | 'testsrc2'
  /** x264's speed: `ultrafast` for a throwaway test file, `veryfast` (the default) otherwise. */
  preset?: 'ultrafast' | 'veryfast'
}

/**
 * The arguments of ffmpeg that write a test-pattern clip to `file` as H.264 (and AAC) in mp4: the
 * seed's demo video, the tests' clips and the bench's source are all made by it.
 */
export function testPatternArgs(file: string, clip: TestPattern): string[] {
  const {
    width,
    height,
    seconds,
    hasAudio = true,
    preset = 'veryfast',
    pattern = 'testsrc2',
  } = clip
  const video = `${pattern}=size=${width}x${height}:rate=25:duration=${seconds}`
  const audio = `sine=frequency=440:duration=${seconds}`
  // prettier-ignore
  return [
    '-hide_banner', '-loglevel', 'error',
    '-f', 'lavfi', '-i', video,
    ...(hasAudio ? ['-f', 'lavfi', '-i', audio] : []),
    '-c:v', 'libx264', '-preset', preset, '-pix_fmt', 'yuv420p',
    ...(hasAudio ? ['-c:a', 'aac', '-shortest'] : []),
    '-y', file,
  ]
}
