import type { ReactNode } from 'react'
import { useStringPacks } from '../i18n/I18nProvider'
import type { StringPack } from '../i18n/load'
import { adminPlugins } from './registry'

const packs = new Map<string, StringPack | null>()

/** A plugin's strings as a pack merged under its slug (`t('<slug>:key')`); none when it has none. */
function pluginPack(slug: string): StringPack | null {
  let pack = packs.get(slug)
  if (pack === undefined) {
    const strings = adminPlugins().find((p) => p.slug === slug)?.strings
    pack = strings ? { name: `plugin:${slug}`, namespace: slug, loaders: strings } : null
    packs.set(slug, pack)
  }
  return pack
}

/** The string packs of these plugins (those that have strings). */
export function pluginStringPacks(slugs: readonly string[]): StringPack[] {
  return slugs.map(pluginPack).filter((pack): pack is StringPack => pack !== null)
}

/**
 * True once the strings of these plugins are merged into the current language. A plugin's strings
 * download with the first of its parts that shows (not with every screen), and again in a new
 * language when the user switches.
 */
export function usePluginStrings(slugs: readonly string[]): boolean {
  return useStringPacks(pluginStringPacks(slugs))
}

/** Renders a plugin's part once its strings are there (`fallback` until then). */
export function WithPluginStrings(props: {
  plugin: string
  fallback?: ReactNode
  children: ReactNode
}) {
  return usePluginStrings([props.plugin]) ? props.children : (props.fallback ?? null)
}

/** Starts downloading a plugin's strings in `language` (its screen is about to show). */
export function preloadPluginStrings(slug: string, language: string): void {
  const strings = adminPlugins().find((p) => p.slug === slug)?.strings
  void (strings?.[language] ?? strings?.en)?.().catch(() => undefined)
}
