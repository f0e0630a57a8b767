import { describe, expect, it } from 'vitest'
import { pluginSettings } from '../../../shared/client-config'
import type { SeoSettings } from './settings'

// The types are checked by `npm run typecheck`: a `@ts-expect-error` that no longer errs fails it.
describe('the seo plugin’s public settings, typed by its declaration', () => {
  it('reads them by the plugin’s slug, as the type the plugin declared', () => {
    const entity = { plugins: { seo: { generators: ['title', 'url'] } satisfies SeoSettings } }
    const settings: SeoSettings | undefined = pluginSettings(entity, 'seo')
    expect(settings?.generators).toEqual(['title', 'url'])
    expect(pluginSettings({}, 'seo')).toBeUndefined()
  })

  it('refuses a slug no plugin declared, and settings of the wrong shape', () => {
    // @ts-expect-error no plugin declared settings under this slug
    expect(pluginSettings({ plugins: {} }, 'no-such-plugin')).toBeUndefined()
    // @ts-expect-error generators are generator kinds, not numbers
    const wrong: SeoSettings = { generators: [1] }
    expect(wrong.generators).toHaveLength(1)
  })
})
