import os from 'node:os'
import type { Browser } from 'playwright-core'

export interface MachineDescription {
  cpuModel: string
  cpus: number
  memoryGiB: number
  freeMemoryGiB: number
  /** The 1, 5 and 15 minute load averages when the measurement started. */
  loadAverage: number[]
  node: string
  chromium: string
  platform: string
}

const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 10) / 10

/** What the timings were taken on: they mean something only next to this. */
export function describeMachine(browser: Browser): MachineDescription {
  const cpus = os.cpus()
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: gib(os.totalmem()),
    freeMemoryGiB: gib(os.freemem()),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    chromium: browser.version(),
    platform: `${process.platform}-${process.arch} ${os.release()}`,
  }
}
