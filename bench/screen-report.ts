/** The screen loads (bench/screen-suite.ts) as lines of text: the machine, each screen, the budgets. */
import type { BudgetCheck, ScreenLoadsReport } from './screen-suite'
import { HOVER_BEFORE_CLICK_MS } from './client-navigation'

const ms = (n: number) => `${Math.round(n)} ms`
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

export function machineLine(report: ScreenLoadsReport): string {
  const m = report.machine
  return `machine: ${m.cpuModel} × ${m.cpus}, ${m.memoryGiB} GiB memory (${m.freeMemoryGiB} free), load average ${m.loadAverage.join(' ')} at start; Node ${m.node}, Chromium ${m.chromium}, ${m.platform}`
}

/** Everything: the machine, the floor, each screen with its requests, the navigation, the budgets. */
export function screenLoadsText(report: ScreenLoadsReport): string[] {
  const lines = [
    machineLine(report),
    `floor (${report.floor.path}, one input): cold ${ms(report.floor.coldMs.median)}, warm ${ms(report.floor.warmMs.median)}, hot ${ms(report.floor.hotMs.median)} (medians of ${report.runs})`,
  ]
  for (const [name, s] of Object.entries(report.screens)) {
    lines.push(
      `${name} (${s.path}): cold ${ms(s.cold.measuredMs.median)}, floor ${ms(s.cold.floorMs.median)}, difference ${ms(s.cold.differenceMs.median)}; warm ${ms(s.warm.measuredMs.median)}, floor ${ms(s.warm.floorMs.median)}, difference ${ms(s.warm.differenceMs.median)}; hot (third load, compiled code cached) ${ms(s.hot.measuredMs.median)}, floor ${ms(s.hot.floorMs.median)}, difference ${ms(s.hot.differenceMs.median)}`,
      `  ${s.coldRequests.median} requests cold, ${s.warmNetworkRequests.median} warm from the network, ${s.coldSerialSteps.median} steps; JavaScript of the last cold load ${kb(s.js.brotliBytes)} brotli (${kb(s.js.gzipBytes)} gzip, ${s.js.scripts} scripts)`,
    )
    if (s.withoutScripts)
      lines.push(
        `  without its scripts (the server's answer, HTML and styles alone): cold ${ms(s.withoutScripts.cold.measuredMs.median)}, difference ${ms(s.withoutScripts.cold.differenceMs.median)}; warm ${ms(s.withoutScripts.warm.measuredMs.median)}, difference ${ms(s.withoutScripts.warm.differenceMs.median)}`,
      )
    for (const r of s.lastColdRequests)
      lines.push(`  ${r.step} ${Math.round(r.startMs)}–${Math.round(r.endMs)} ${r.path}`)
  }
  const nav = report.clientNavigation
  if (nav)
    lines.push(
      `client navigation: list → edit ${ms(nav.listToEdit.median)} [${nav.listToEdit.samples.map(Math.round).join(', ')}] (pointer resting ${HOVER_BEFORE_CLICK_MS} ms first), ${nav.requests.listToEdit.median} requests after the click; clicked at once ${ms(nav.listToEditAtOnce.median)} [${nav.listToEditAtOnce.samples.map(Math.round).join(', ')}]; edit → list ${ms(nav.editToList.median)} [${nav.editToList.samples.map(Math.round).join(', ')}], ${nav.requests.editToList.median} requests (medians of ${nav.runs})`,
      `  list → edit, the last run's requests: ${nav.lastListToEditRequests.join(' ')}`,
    )
  return [...lines, '', ...budgetTable(report)]
}

const verdict = (met: boolean) => (met ? 'met' : 'over')

/** Per screen: the differences to the floor and the requests against their budgets, met or over. */
export function budgetTable(report: ScreenLoadsReport): string[] {
  const rows: string[][] = [['budget', 'cold − floor', 'warm − floor', 'requests', '']]
  const pair = (c: BudgetCheck, unit: (n: number) => string) =>
    `${unit(c.figure)} / ${unit(c.budget)}`
  const count = (n: number) => String(n)
  for (const [name, b] of Object.entries(report.budgets.screens)) {
    const over = [
      b.coldDifferenceMs.met ? '' : 'cold',
      b.warmDifferenceMs.met ? '' : 'warm',
      b.coldRequests.met ? '' : 'requests',
    ].filter(Boolean)
    rows.push([
      name,
      pair(b.coldDifferenceMs, ms),
      pair(b.warmDifferenceMs, ms),
      pair(b.coldRequests, count),
      b.met ? 'met' : `over (${over.join(', ')})`,
    ])
  }
  const { listToEditMs, editJsBrotliBytes } = report.budgets
  if (listToEditMs)
    rows.push([
      `list → edit (${HOVER_BEFORE_CLICK_MS} ms hover, click)`,
      pair(listToEditMs, ms),
      '',
      '',
      verdict(listToEditMs.met),
    ])
  if (editJsBrotliBytes)
    rows.push([
      'edit JavaScript (brotli)',
      pair(editJsBrotliBytes, kb),
      '',
      '',
      verdict(editJsBrotliBytes.met),
    ])
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)))
  return [
    `budgets (medians of ${report.runs}; figure / budget):`,
    ...rows.map((r) =>
      r
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    ),
  ]
}
