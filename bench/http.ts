import http from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The body exactly as it came over the wire: never decompressed. */
  body: Buffer
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Refuses anything but a loopback http URL, so the benchmark never talks to the outside. */
export function assertLoopback(url: string): URL {
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' || !LOOPBACK.has(parsed.hostname))
    throw new Error(`refusing non-loopback URL ${url}`)
  return parsed
}

/**
 * One GET over a fresh connection with node:http. Unlike fetch, node:http does not decompress, so
 * `body.length` is the number of bytes transferred for the body.
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 5_000,
): Promise<RawResponse> {
  const target = assertLoopback(url)
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)),
    )
    req.on('error', reject)
    req.end()
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
