import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

interface ShutdownOptions {
  server: Server
  /** How long requests in flight may take to finish after the signal. */
  graceMs: number
  /** Closes what the requests used (the database), once none is left. */
  close: () => Promise<void>
  log: (message: string) => void
}

/**
 * A stop on SIGTERM or SIGINT that loses nothing: a request that arrives after the signal (on a
 * new or a kept-alive connection) is answered 503 with `Connection: close` before anything is
 * applied (`isStopping` is checked by the app); answers in flight carry
 * `Connection: close` and are allowed to finish within the grace period; connections where
 * nothing arrives are closed; once every connection is closed and no new one came for a moment,
 * the listener and the database are closed and the process exits 0. Past the grace period
 * what is still running is cut, said in the log, and the exit code is 1.
 */
const IDLE_CLOSE_MS = 250
const DRAINED_CHECK_MS = 20
const HARD_STOP_EXTRA_MS = 5000

/** The answer ends its connection (`Connection: close`), whatever headers the app gives it. */
function closeAfter(res: ServerResponse): void {
  if (res.headersSent) return
  res.shouldKeepAlive = false
  res.setHeader('Connection', 'close')
}

export function gracefulShutdown(options: ShutdownOptions) {
  const { server, graceMs, close, log } = options
  const inFlight = new Map<Socket, Set<ServerResponse>>()
  let isStopping = false

  const track = (socket: Socket) => {
    if (!inFlight.has(socket)) inFlight.set(socket, new Set())
    return inFlight.get(socket)!
  }
  const requestCount = () => [...inFlight.values()].reduce((n, set) => n + set.size, 0)

  let lastConnectionAt = 0
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = performance.now()
    track(socket)
    socket.once('close', () => inFlight.delete(socket))
  })
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    const requests = track(socket)
    requests.add(res)
    if (isStopping) closeAfter(res)
    res.once('close', () => {
      requests.delete(res)
      // Its answer said `Connection: close`: Node ends the connection after it.
    })
  })

  async function stop(signal: string): Promise<never> {
    if (isStopping) return new Promise<never>(() => undefined)
    isStopping = true
    // Whatever hangs past this point (closing the database) does not keep the process alive.
    setTimeout(() => {
      log(`${signal}: did not stop within ${graceMs + HARD_STOP_EXTRA_MS} ms`)
      process.exit(1)
    }, graceMs + HARD_STOP_EXTRA_MS).unref()
    log(
      `${signal}: stopping; ${requestCount()} request(s) in flight may finish within ${graceMs} ms`,
    )
    // The listener stays open until the end: Node's close() resets requests that clients are
    // sending on kept-alive connections at that moment (measured: two thirds of them in a burst).
    // New connections meanwhile get the app's 503 with `Connection: close`, like late requests.
    for (const requests of inFlight.values()) for (const res of requests) closeAfter(res)
    // A connection with no request may have one on its way (bytes not yet parsed while the server
    // is busy): it is answered 503 with `Connection: close`. One where nothing arrived for a while is closed.
    const bytesSeen = new Map<Socket, number>()
    const closeQuiet = setInterval(() => {
      for (const [socket, requests] of inFlight) {
        if (requests.size === 0 && bytesSeen.get(socket) === socket.bytesRead) socket.end()
        bytesSeen.set(socket, socket.bytesRead)
      }
    }, IDLE_CLOSE_MS).unref()
    // Drained: no connection left, and none opened for a while. A client whose answer closed its
    // connection opens another for its next request (answered 503); closing the listener while
    // such connections wait to be accepted would reset them, with their request sent.
    let checkDrained: ReturnType<typeof setInterval> | undefined
    const drained = new Promise<boolean>((resolve) => {
      checkDrained = setInterval(() => {
        if (inFlight.size === 0 && performance.now() - lastConnectionAt >= IDLE_CLOSE_MS)
          resolve(true)
      }, DRAINED_CHECK_MS).unref()
    })
    const timedOut = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(false), graceMs).unref(),
    )
    const isDrained = await Promise.race([drained, timedOut])
    clearInterval(closeQuiet)
    clearInterval(checkDrained)
    server.close()
    if (!isDrained) {
      log(`${signal}: ${requestCount()} request(s) still running after ${graceMs} ms are cut`)
      for (const socket of inFlight.keys()) socket.destroy()
    }
    try {
      await close()
    } catch (error) {
      log(`${signal}: closing the database failed: ${String(error)}`)
      process.exit(1)
    }
    log(`${signal}: stopped`)
    process.exit(isDrained ? 0 : 1)
  }

  return { stop, isStopping: () => isStopping }
}
