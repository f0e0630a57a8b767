/**
 * screenLoads: the screens opened from the address bar (bench/screen-load.ts), each against the
 * machine's floor, the client navigation between the list and the edit view
 * (bench/client-navigation.ts), the JavaScript a cold load sends, and the budgets
 * (bench/budgets.ts).
 *
 * Each of the 7 runs loads the floor page (cold and warm) and then every screen (cold and warm), so
 * a screen's run is compared with a floor measured moments before it, on the same server process
 * and browser. A screen's difference is the median of its runs' differences (its time minus that
 * run's floor): what the admin adds to what any page takes on this machine.
 */
import type { Browser } from 'playwright-core'
import { EDIT_JS_BUDGET_BROTLI_BYTES, LIST_TO_EDIT_BUDGET_MS, SCREEN_BUDGETS } from './budgets'
import { measureClientNavigation, type ClientNavigationResult } from './client-navigation'
import { weighScripts, type RouteWeight } from './js-weight'
import { describeMachine, type MachineDescription } from './machine'
import type { BenchUser } from './posts-db'
import { benchScreens, FLOOR_SCREEN, measureScreenRun, type ScreenRun } from './screen-load'
import { median, roundMs } from './stats'

export const SCREEN_LOAD_RUNS = 7

interface Summary {
  median: number
  samples: number[]
}

/** A screen's time, the floor's of the same runs, and the runs' differences. */
export interface AgainstFloor {
  measuredMs: Summary
  floorMs: Summary
  differenceMs: Summary
}

export interface ScreenFigures {
  path: string
  cold: AgainstFloor
  warm: AgainstFloor
  /** The third load (`ScreenRun.hotMs`), against the floor's third load. */
  hot: AgainstFloor
  coldRequests: Summary
  warmNetworkRequests: Summary
  coldSerialSteps: Summary
  /** Every script of the last cold load, the bytes as sent (bench/js-weight.ts). */
  js: RouteWeight
  lastColdRequests: ScreenRun['coldRequestList']
  /**
   * A screen the server draws usable, loaded with every script refused: the server's answer, the
   * HTML and the styles alone, against the same floor. What no change to the page's code can undo.
   */
  withoutScripts?: { cold: AgainstFloor; warm: AgainstFloor }
}

export interface BudgetCheck {
  figure: number
  budget: number
  met: boolean
}

export interface ScreenBudget {
  coldDifferenceMs: BudgetCheck
  warmDifferenceMs: BudgetCheck
  coldRequests: BudgetCheck
  met: boolean
}

export interface ScreenLoadsReport {
  runs: number
  machine: MachineDescription
  floor: { path: string; coldMs: Summary; warmMs: Summary; hotMs: Summary }
  screens: Record<string, ScreenFigures>
  clientNavigation?: ClientNavigationResult
  budgets: {
    screens: Record<string, ScreenBudget>
    listToEditMs?: BudgetCheck
    editJsBrotliBytes?: BudgetCheck
  }
}

const summary = (samples: number[]): Summary => ({ median: median(samples), samples })

function againstFloor(measured: number[], floor: number[]): AgainstFloor {
  return {
    measuredMs: summary(measured),
    floorMs: summary(floor),
    differenceMs: summary(measured.map((ms, i) => roundMs(ms - floor[i]!))),
  }
}

const check = (figure: number, budget: number): BudgetCheck => ({
  figure,
  budget,
  met: figure <= budget,
})

function budgetsOf(
  screens: Record<string, ScreenFigures>,
  navigation: ClientNavigationResult | undefined,
): ScreenLoadsReport['budgets'] {
  const checked: Record<string, ScreenBudget> = {}
  for (const [name, figures] of Object.entries(screens)) {
    const budget = SCREEN_BUDGETS[name]
    if (!budget) continue
    const cold = check(figures.cold.differenceMs.median, budget.coldMs)
    const warm = check(figures.warm.differenceMs.median, budget.warmMs)
    const requests = check(figures.coldRequests.median, budget.requests)
    checked[name] = {
      coldDifferenceMs: cold,
      warmDifferenceMs: warm,
      coldRequests: requests,
      met: cold.met && warm.met && requests.met,
    }
  }
  const edit = screens.edit
  return {
    screens: checked,
    ...(navigation
      ? { listToEditMs: check(navigation.listToEdit.median, LIST_TO_EDIT_BUDGET_MS) }
      : {}),
    ...(edit ? { editJsBrotliBytes: check(edit.js.brotliBytes, EDIT_JS_BUDGET_BROTLI_BYTES) } : {}),
  }
}

export async function measureScreenLoads(
  browser: Browser,
  baseURL: string,
  options: {
    postId: string | number
    user: BenchUser
    log: (m: string) => void
    /** Only these screens (and `clientNavigation`); all when absent or empty. */
    only?: readonly string[]
  },
): Promise<ScreenLoadsReport> {
  const { log, only = [] } = options
  const machine = describeMachine(browser)
  const screens = benchScreens(options.postId, options.user).filter(
    (s) => only.length === 0 || only.includes(s.name),
  )
  const floorRuns: ScreenRun[] = []
  const runs = new Map<string, ScreenRun[]>(screens.map((s) => [s.name, []]))
  const scriptless = new Map<string, ScreenRun[]>()
  for (let run = 1; run <= SCREEN_LOAD_RUNS; run++) {
    const floor = await measureScreenRun(browser, baseURL, FLOOR_SCREEN)
    floorRuns.push(floor)
    const line = [`floor cold ${floor.coldMs} warm ${floor.warmMs} hot ${floor.hotMs}`]
    for (const screen of screens) {
      const r = await measureScreenRun(browser, baseURL, screen)
      runs.get(screen.name)!.push(r)
      line.push(
        `${screen.name} cold ${r.coldMs} (${r.coldRequests} requests, ${r.coldSerialSteps} steps) warm ${r.warmMs} (${r.warmNetworkRequests} from the network) hot ${r.hotMs}`,
      )
      if (!screen.drawnByServer) continue
      const bare = await measureScreenRun(browser, baseURL, { ...screen, withoutScripts: true })
      scriptless.set(screen.name, [...(scriptless.get(screen.name) ?? []), bare])
      line.push(`${screen.name} without scripts cold ${bare.coldMs} warm ${bare.warmMs}`)
    }
    log(`  run ${run}/${SCREEN_LOAD_RUNS}: ${line.join('; ')} (ms)`)
  }
  const floorCold = floorRuns.map((r) => r.coldMs)
  const floorWarm = floorRuns.map((r) => r.warmMs)
  const floorHot = floorRuns.map((r) => r.hotMs)
  const figures: Record<string, ScreenFigures> = {}
  for (const screen of screens) {
    const samples = runs.get(screen.name)!
    const last = samples.at(-1)!
    const { gzipBytes, brotliBytes, scripts } = await weighScripts(
      baseURL,
      screen.name,
      last.coldScripts,
    )
    const coldAndWarm = (loads: ScreenRun[]) => ({
      cold: againstFloor(
        loads.map((r) => r.coldMs),
        floorCold,
      ),
      warm: againstFloor(
        loads.map((r) => r.warmMs),
        floorWarm,
      ),
    })
    const bare = scriptless.get(screen.name)
    figures[screen.name] = {
      path: screen.path,
      ...coldAndWarm(samples),
      hot: againstFloor(
        samples.map((r) => r.hotMs),
        floorHot,
      ),
      coldRequests: summary(samples.map((r) => r.coldRequests)),
      warmNetworkRequests: summary(samples.map((r) => r.warmNetworkRequests)),
      coldSerialSteps: summary(samples.map((r) => r.coldSerialSteps)),
      js: { gzipBytes, brotliBytes, scripts },
      lastColdRequests: last.coldRequestList,
      ...(bare ? { withoutScripts: coldAndWarm(bare) } : {}),
    }
  }
  const clientNavigation =
    only.length === 0 || only.includes('clientNavigation')
      ? await measureClientNavigation(browser, baseURL, options.user, SCREEN_LOAD_RUNS, log)
      : undefined
  return {
    runs: SCREEN_LOAD_RUNS,
    machine,
    floor: {
      path: FLOOR_SCREEN.path,
      coldMs: summary(floorCold),
      warmMs: summary(floorWarm),
      hotMs: summary(floorHot),
    },
    screens: figures,
    ...(clientNavigation ? { clientNavigation } : {}),
    budgets: budgetsOf(figures, clientNavigation),
  }
}
