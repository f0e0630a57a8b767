import { usePluginStrings } from './strings'
import { contributed } from './registry'
import type { NavContext, NavLinkContribution, TranslationKey } from './types'
import type { Contributed } from './registry'

/** A plugin's navigation link, shown: its label and group are the plugin's strings, translated. */
export interface ShownNavLink {
  key: string
  labelKey: TranslationKey
  /** The address in the admin router (`/reports`). */
  to: string
  /** The collections' group it joins (its English name), or the key of a group of its own. */
  group: { name: string } | { labelKey: TranslationKey }
}

const shown = (link: Contributed<NavLinkContribution>): ShownNavLink => ({
  key: `${link.plugin}/${link.key}`,
  labelKey: link.labelKey,
  to: `/${link.path.replace(/^\/+/, '')}`,
  group: link.groupLabelKey ? { labelKey: link.groupLabelKey } : { name: link.group ?? '' },
})

/** The plugins' navigation links for this user, once their plugins' strings are there. */
export function usePluginNavLinks(context: NavContext): ShownNavLink[] {
  const links = contributed('navLinks').filter((link) => link.when?.(context) ?? true)
  const hasStrings = usePluginStrings([...new Set(links.map((link) => link.plugin))])
  return hasStrings ? links.map(shown) : []
}
