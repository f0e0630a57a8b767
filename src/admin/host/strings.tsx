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

/** The string packs of every admin plugin of this build (those that have strings). */
export function everyPluginStringPack(): StringPack[] {
  return pluginStringPacks(adminPlugins().map((plugin) => plugin.slug))
}

/** The language and packs of the strings the page came with (boot data `strings`). */
let inPage: { language: string; packs: readonly string[] } | undefined

/** Notes the strings the page came with: their packs are not downloaded again in that language. */
export function stringsInPage(strings: { language: string; packs: readonly string[] }): void {
  inPage = strings
}

/**
 * True once the strings of these plugins are merged into the current language. A page from the
 * server comes with every plugin's strings (true at the first render); otherwise (the dev server)
 * a plugin's strings download with the first of its parts that shows, and again in a new
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
  if (inPage?.language === language && inPage.packs.includes(`plugin:${slug}`)) return
  const strings = adminPlugins().find((p) => p.slug === slug)?.strings
  void (strings?.[language] ?? strings?.en)?.().catch(() => undefined)
}
