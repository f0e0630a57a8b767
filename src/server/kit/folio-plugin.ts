import type { Plugin } from 'payload'

/**
 * When a plugin runs in the composition (docs/ARCHITECTURE.md, "What runs, in what order"):
 * - `build` (the default): adds or changes collections, fields, endpoints and hooks;
 * - `everyField`: works on every field the `build` plugins made (the rich-text kit on every rich
 *   text, the join limits, the upload checks and storage), so it runs after all of them;
 * - `last`: the client config, which checks and describes the finished config; one plugin only.
 */
export type PluginStage = 'build' | 'everyField' | 'last'

export interface FolioPluginInfo {
  /** What other plugins name in `requires`: the plugin's folder under src/plugins. */
  name: string
  /** The plugins it calls at run time (their config, their hooks, their collections). */
  requires?: readonly string[]
  stage?: PluginStage
}

const INFO = Symbol.for('folio.plugin')

type DeclaredPlugin = Plugin & { [INFO]?: FolioPluginInfo }

/** A Payload plugin with what the composition needs to know of it. */
export function folioPlugin(info: FolioPluginInfo, plugin: Plugin): Plugin {
  return Object.assign((config: Parameters<Plugin>[0]) => plugin(config), { [INFO]: info })
}

export function pluginInfo(plugin: Plugin): FolioPluginInfo | undefined {
  return (plugin as DeclaredPlugin)[INFO]
}

const STAGE_ORDER: readonly PluginStage[] = ['build', 'everyField', 'last']

/**
 * The plugins in the order they run: by stage, and within a stage in the order given, where a
 * plugin waits for those it requires (and the ones after it that are free to run go first). A plain Payload plugin (no `folioPlugin` info) is a
 * `build` plugin. Throws, at start, for a missing requirement, a name given twice, a cycle or a
 * second `last` plugin, naming the plugins.
 */
export function composePlugins(plugins: readonly Plugin[]): Plugin[] {
  const named = new Map<string, FolioPluginInfo>()
  for (const plugin of plugins) {
    const info = pluginInfo(plugin)
    if (!info) continue
    if (named.has(info.name))
      throw new Error(`Folio: the plugin "${info.name}" is in the config's plugins twice.`)
    named.set(info.name, info)
  }
  for (const info of named.values())
    for (const needed of info.requires ?? []) {
      const other = named.get(needed)
      if (!other)
        throw new Error(
          `Folio: the plugin "${info.name}" requires the plugin "${needed}", which is not in the config's plugins.`,
        )
      if (stageIndex(other) > stageIndex(info))
        throw new Error(
          `Folio: the plugin "${info.name}" (stage ${stageOf(info)}) requires "${needed}", which runs later (stage ${stageOf(other)}).`,
        )
    }
  const last = [...named.values()].filter((info) => stageOf(info) === 'last')
  if (last.length > 1)
    throw new Error(
      `Folio: only one plugin runs last; ${last.map((info) => `"${info.name}"`).join(' and ')} both ask to.`,
    )
  return STAGE_ORDER.flatMap((stage) =>
    afterRequirements(plugins.filter((plugin) => stageOf(pluginInfo(plugin)) === stage)),
  )
}

function stageOf(info: FolioPluginInfo | undefined): PluginStage {
  return info?.stage ?? 'build'
}

function stageIndex(info: FolioPluginInfo): number {
  return STAGE_ORDER.indexOf(stageOf(info))
}

/** The given order, where a plugin waits until the plugins of the same list it requires ran. */
function afterRequirements(plugins: readonly Plugin[]): Plugin[] {
  const placed: Plugin[] = []
  const placedNames = new Set<string>()
  const inList = new Set(plugins.map((plugin) => pluginInfo(plugin)?.name))
  const waiting = [...plugins]
  while (waiting.length > 0) {
    const index = waiting.findIndex((plugin) =>
      (pluginInfo(plugin)?.requires ?? []).every(
        (needed) => placedNames.has(needed) || !inList.has(needed),
      ),
    )
    if (index === -1)
      throw new Error(
        `Folio: the plugins ${waiting.map((plugin) => `"${pluginInfo(plugin)?.name}"`).join(', ')} require each other in a circle.`,
      )
    const [next] = waiting.splice(index, 1)
    placed.push(next!)
    const name = pluginInfo(next!)?.name
    if (name) placedNames.add(name)
  }
  return placed
}
