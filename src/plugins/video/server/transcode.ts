import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { VideoData } from '../shared'
import { renditionLadder } from './ladder'

/** The source cannot be read as a video (ffprobe failed or found no video stream). */
export class NotAVideo extends Error {}

const require = createRequire(import.meta.url)

/** `FFMPEG_PATH` / `FFPROBE_PATH`, else the binaries of the npm installers. */
export function binary(kind: 'ffmpeg' | 'ffprobe'): string {
  const fromEnv = kind === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH
  if (fromEnv) return fromEnv
  const pkg = kind === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe'
  return (require(pkg) as { path: string }).path
}

/** Lower than the server's own, so encoding never slows the API. */
const NICE = 10
const AUDIO_BITRATE = 96_000

/** The server is stopping: encoding was cut short, the job goes back to the queue (not a failure). */
export class EncodingStopped extends Error {}

/** Encoders still running: stopped with the server, so none writes on after it (a restart encodes again). */
const running = new Set<ReturnType<typeof spawn>>()
let isExitHooked = false
let isStopping = false

/** Ends every running encoder now; what runs or starts afterwards rejects with `EncodingStopped`. */
export function stopEncoders(): void {
  isStopping = true
  for (const child of running) child.kill('SIGKILL')
}

/** Runs a binary as a child process at lower priority; rejects with the last lines it wrote. */
export function run(command: string, args: string[]): Promise<string> {
  if (!isExitHooked) {
    isExitHooked = true
    process.once('exit', () => {
      for (const child of running) child.kill('SIGKILL')
    })
  }
  if (isStopping) return Promise.reject(new EncodingStopped())
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    running.add(child)
    child.once('close', () => running.delete(child))
    if (child.pid !== undefined)
      try {
        setPriority(child.pid, NICE)
      } catch {
        // Not allowed here: it still runs, as a separate process.
      }
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code) => {
      if (isStopping) reject(new EncodingStopped())
      else if (code === 0) resolve(out)
      else {
        const lines = err.trim().split('\n')
        reject(new Error(lines.slice(-2).join(' ').slice(0, 300) || `exit code ${code}`))
      }
    })
  })
}

interface Probe {
  duration: number
  width: number
  height: number
  hasAudio: boolean
}

async function probe(source: string): Promise<Probe> {
  let text: string
  try {
    text = await run(binary('ffprobe'), [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      '-show_format',
      source,
    ])
  } catch (error) {
    if (error instanceof EncodingStopped) throw error
    throw new NotAVideo((error as Error).message)
  }
  const info = JSON.parse(text) as {
    streams?: { codec_type?: string; width?: number; height?: number }[]
    format?: { duration?: string }
  }
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height)
  if (!video) throw new NotAVideo('no video stream')
  return {
    duration: Number(info.format?.duration ?? 0) || 0,
    width: video.width!,
    height: video.height!,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  }
}

/**
 * Encodes a source into `out`: an HLS rendition per ladder step (`{name}/index.m3u8` and its
 * segments), `master.m3u8`, a poster `poster.jpg`, a muted preview clip `preview.mp4` and
 * `data.json` (docs/behaviour.md §20).
 */
export async function transcode(source: string, out: string): Promise<VideoData> {
  const info = await probe(source)
  const ffmpeg = binary('ffmpeg')
  const renditions = renditionLadder(info)
  for (const r of renditions) {
    await mkdir(path.join(out, r.name), { recursive: true })
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      source,
      '-map',
      '0:v:0',
      ...(info.hasAudio
        ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2']
        : []),
      '-vf',
      `scale=${r.width}:${r.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      String(r.videoBitrate),
      '-maxrate',
      String(Math.round(r.videoBitrate * 1.2)),
      '-bufsize',
      String(r.videoBitrate * 2),
      '-pix_fmt',
      'yuv420p',
      '-g',
      '48',
      '-sc_threshold',
      '0',
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(out, r.name, 'seg_%03d.ts'),
      path.join(out, r.name, 'index.m3u8'),
    ])
  }
  const at = Math.min(1, info.duration / 2)
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-ss',
    String(at),
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    `scale=${renditions[0]!.width}:${renditions[0]!.height}`,
    path.join(out, 'poster.jpg'),
  ])
  const small = renditions[renditions.length - 1]!
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-t',
    '5',
    '-an',
    '-vf',
    `scale=${small.width}:${small.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    path.join(out, 'preview.mp4'),
  ])
  const audio = info.hasAudio ? AUDIO_BITRATE : 0
  const data: VideoData = {
    duration: info.duration,
    width: info.width,
    height: info.height,
    renditions: renditions.map((r) => ({
      name: r.name,
      width: r.width,
      height: r.height,
      bandwidth: Math.round(r.videoBitrate * 1.2) + audio,
      playlist: `${r.name}/index.m3u8`,
    })),
  }
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...data.renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`,
      r.playlist,
    ]),
  ].join('\n')
  await writeFile(path.join(out, 'master.m3u8'), `${master}\n`)
  await writeFile(path.join(out, 'data.json'), JSON.stringify(data))
  return data
}
