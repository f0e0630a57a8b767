import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin } from '../harness/api-client'
import { startFolio } from '../harness/server'

// A plugin is in a build or not: the composition roots' lists (app/plugins.ts, folio-config.ts) decide. The
// test plugin of test/plugins is only in the test build (dist-test/), never in dist/.
const SAMPLE_MARKERS = ['sample:stepper', 'About this item']

function scriptsOf(adminDir: string): string {
  const assets = path.join(adminDir, 'assets')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n')
}

describe('a config without a plugin builds and runs without its code', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--with-test-build'], {
      stdio: 'inherit',
    })
  })

  it('the production admin bundle has none of the test plugin; the test build has it', () => {
    const production = scriptsOf('dist/admin')
    const testBuild = scriptsOf('dist-test/admin')
    for (const marker of SAMPLE_MARKERS) {
      expect(production).not.toContain(marker)
      expect(testBuild).toContain(marker)
    }
    expect(readFileSync('dist/server/start.js', 'utf8')).not.toContain('sample:stepper')
  })

  it('only the test build’s client config names the plugin’s field kit', async () => {
    for (const withTestPlugins of [false, true]) {
      const folio = await startFolio({ withTestPlugins })
      try {
        const admin = await signedInAdmin(folio)
        const config = (await admin.get('/folio/client-config')).body as {
          collections: { slug: string; fields: { name: string; kit?: string }[] }[]
        }
        const views = config.collections
          .find((c) => c.slug === 'showcase')!
          .fields.find((f) => f.name === 'stats.views')!
        expect(views.kit).toBe(withTestPlugins ? 'sample:stepper' : undefined)
      } finally {
        await folio.stop()
      }
    }
  })
})
