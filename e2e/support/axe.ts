import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe violations on the page, once every running animation (a toast sliding
 * in, a dialog fading in) has finished: half-transparent text would fail contrast for no reason.
 * `include` limits the check to parts of the page (CSS selectors).
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string[] } = {},
): Promise<string[]> {
  // a toast mounts, then starts its transition a frame later: let that frame pass first
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // not the endless shimmer
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const builder = new AxeBuilder({ page })
  for (const selector of options.include ?? []) builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
