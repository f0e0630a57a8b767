import type { Config, Plugin } from 'payload'
import { describe, expect, it } from 'vitest'
import { composePlugins, folioPlugin, type FolioPluginInfo } from './folio-plugin'

/** A plugin that notes its name in the config when it runs, so the run order can be read back. */
function noting(info: FolioPluginInfo): Plugin {
  return folioPlugin(info, (config) => ({
    ...config,
    custom: { ran: [...((config.custom?.ran as string[]) ?? []), info.name] },
  }))
}

const plain: Plugin = (config) => ({
  ...config,
  custom: { ran: [...((config.custom?.ran as string[]) ?? []), 'plain'] },
})

async function runOrder(plugins: Plugin[]): Promise<string[]> {
  let config: Config = { custom: { ran: [] } } as unknown as Config
  for (const plugin of composePlugins(plugins)) config = await plugin(config)
  return config.custom?.ran as string[]
}

describe('composePlugins', () => {
  it('runs the plugins by stage, then in the order given, where a plugin waits for those it requires', async () => {
    expect(
      await runOrder([
        noting({ name: 'client-config', stage: 'last' }),
        noting({ name: 'auth', requires: ['email', 'lockout'] }),
        noting({ name: 'richtext', stage: 'everyField' }),
        noting({ name: 'lockout', requires: ['email'] }),
        plain,
        noting({ name: 'email' }),
        noting({ name: 'seo' }),
      ]),
    ).toEqual(['plain', 'email', 'lockout', 'auth', 'seo', 'richtext', 'client-config'])
  })

  it('keeps the order given when nothing requires otherwise', async () => {
    expect(
      await runOrder([noting({ name: 'a' }), noting({ name: 'b' }), noting({ name: 'c' })]),
    ).toEqual(['a', 'b', 'c'])
  })

  it('stops the start, naming both plugins, when a required plugin is missing', () => {
    expect(() => composePlugins([noting({ name: 'invitations', requires: ['email'] })])).toThrow(
      'Folio: the plugin "invitations" requires the plugin "email", which is not in the config\'s plugins.',
    )
  })

  it('refuses a plugin that requires one of a later stage, a name given twice, two last plugins and a circle', () => {
    expect(() =>
      composePlugins([
        noting({ name: 'early', requires: ['kit'] }),
        noting({ name: 'kit', stage: 'everyField' }),
      ]),
    ).toThrow('"early" (stage build) requires "kit", which runs later (stage everyField)')
    expect(() => composePlugins([noting({ name: 'seo' }), noting({ name: 'seo' })])).toThrow(
      'the plugin "seo" is in the config\'s plugins twice',
    )
    expect(() =>
      composePlugins([
        noting({ name: 'client-config', stage: 'last' }),
        noting({ name: 'other', stage: 'last' }),
      ]),
    ).toThrow('only one plugin runs last; "client-config" and "other" both ask to')
    expect(() =>
      composePlugins([
        noting({ name: 'a', requires: ['b'] }),
        noting({ name: 'b', requires: ['a'] }),
      ]),
    ).toThrow('the plugins "a", "b" require each other in a circle')
  })
})
