import type { ClientConfig, Label } from '../../shared/client-config'
import { adminPaths } from '../../shared/routes'

export interface NavEntry {
  key: string
  label: Label
  to: string
}

export interface NavGroup {
  /** Stable across languages: the preference is stored under it. */
  key: string
  label: Label
  entries: NavEntry[]
}

function groupKey(label: Label): string {
  return typeof label === 'string' ? label : (label.en ?? Object.values(label)[0] ?? '')
}

/** Collections and globals in their `admin.group`s, in config order; ungrouped ones under defaults. */
export function buildNavGroups(
  config: ClientConfig,
  defaults: { collections: string; globals: string },
): NavGroup[] {
  const groups = new Map<string, NavGroup>()
  const add = (label: Label, entry: NavEntry) => {
    const key = groupKey(label)
    const group = groups.get(key) ?? { key, label, entries: [] }
    group.entries.push(entry)
    groups.set(key, group)
  }
  for (const c of config.collections) {
    add(c.admin.group ?? defaults.collections, {
      key: `c:${c.slug}`,
      label: c.labels.plural,
      to: adminPaths.collection(c.slug),
    })
  }
  for (const g of config.globals) {
    add(g.admin.group ?? defaults.globals, {
      key: `g:${g.slug}`,
      label: g.label,
      to: adminPaths.global(g.slug),
    })
  }
  return [...groups.values()]
}

/**
 * Adds links to the groups: each joins the group of its `group.key` (a collections' group by its
 * English name), or opens a new one after the others.
 */
export function addNavLinks(
  groups: NavGroup[],
  links: (NavEntry & { group: { key: string; label: Label } })[],
): NavGroup[] {
  const byKey = new Map(
    groups.map((group) => [group.key, { ...group, entries: [...group.entries] }]),
  )
  for (const { group, ...entry } of links) {
    const joined = byKey.get(group.key) ?? { key: group.key, label: group.label, entries: [] }
    joined.entries.push(entry)
    byKey.set(group.key, joined)
  }
  return [...byKey.values()]
}
