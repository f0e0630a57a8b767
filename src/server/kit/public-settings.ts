import { withCustomEntry, type WithCustom } from './custom-entry'
import type { PluginSettings, PublicClientConfig } from '../../shared/client-config'

/**
 * How a plugin tells the admin its public settings without the client-config builder knowing the
 * plugin: under `custom.folioPublic[<plugin slug>]` of the root config, a collection or a global
 * (the admin reads `plugins[<slug>]` of the same). Only JSON-safe values travel.
 */
const PUBLIC_SETTINGS_KEY = 'folioPublic'
/** Entries of the public client config's own contract a plugin fills (the password policy). */
const PUBLIC_CONFIG_KEY = 'folioPublicConfig'

export type PublicConfigEntries = Partial<Pick<PublicClientConfig, 'passwordPolicy'>>

/** The entity (root config, collection or global) with `settings` as plugin `slug`'s public settings. */
export function withPublicSettings<T extends WithCustom, K extends keyof PluginSettings>(
  entity: T,
  slug: K,
  settings: PluginSettings[K],
): T {
  return withCustomEntry(entity, PUBLIC_SETTINGS_KEY, slug, settings)
}

/** The root config with entries of the public client config filled in. */
export function withPublicConfig<T extends WithCustom>(config: T, entries: PublicConfigEntries): T {
  const current = (config.custom?.[PUBLIC_CONFIG_KEY] ?? {}) as PublicConfigEntries
  return {
    ...config,
    custom: { ...config.custom, [PUBLIC_CONFIG_KEY]: { ...current, ...entries } },
  }
}

/** For the client-config builder: every plugin's public settings of an entity, as JSON; undefined when none. */
export function publicSettingsOf(
  custom: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const settings = custom?.[PUBLIC_SETTINGS_KEY]
  return settings && typeof settings === 'object' && Object.keys(settings).length > 0
    ? (JSON.parse(JSON.stringify(settings)) as Record<string, unknown>)
    : undefined
}

/** For the client-config builder: the public config entries plugins filled. */
export function publicConfigOf(custom: Record<string, unknown> | undefined): PublicConfigEntries {
  const entries = custom?.[PUBLIC_CONFIG_KEY]
  return entries && typeof entries === 'object'
    ? (JSON.parse(JSON.stringify(entries)) as PublicConfigEntries)
    : {}
}
