import { pageLanguage } from '../lib/boot'
import { useEffect, useReducer } from 'react'
import type { ClientField } from '../../shared/client-config'
import { pluginFieldKit } from '../host/field-kits'
import { preloadPluginStrings, usePluginStrings } from '../host/strings'
import { pluginUiField } from '../host/ui-fields'
import { uiComponents } from '../fields/ui/components'
import { LazyRowsField } from './rows/lazy-rows-field'

/** Every field of a form, rows' and blocks' own fields included. */
function* everyField(fields: readonly ClientField[]): Generator<ClientField> {
  for (const field of fields) {
    yield field
    if (field.type === 'array') yield* everyField(field.fields)
    if (field.type === 'blocks') for (const block of field.blocks) yield* everyField(block.fields)
  }
}

interface FormParts {
  /** The plugins whose strings the form's parts show. */
  plugins: string[]
  /** Resolves when the code of every part is there. */
  ready: Promise<unknown>
  isLoaded: boolean
}

const started = new WeakMap<readonly ClientField[], FormParts>()
const partPlugins = new Set<string>()

/**
 * The plugins whose form parts have started loading: a page opened at a form merges their strings
 * before its first render, so the form shows at once (no placeholder while they merge).
 */
export function preloadedPartPlugins(): string[] {
  return [...partPlugins]
}

/**
 * Starts downloading the parts a form shows that load lazily (UI field components, plugins' field
 * kits, the rows of arrays and blocks) with their plugins' strings, so the form renders whole,
 * without parts arriving later and moving what is below them (which also closes an open list, as
 * any scroll does). Once per form.
 */
export function preloadFormParts(fields: readonly ClientField[]): FormParts {
  const parts = started.get(fields)
  if (parts) return parts
  const loads: Promise<unknown>[] = []
  const plugins = new Set<string>()
  for (const field of everyField(fields)) {
    const ui = field.type === 'ui' ? pluginUiField(field.component) : undefined
    const core = field.type === 'ui' && field.component ? uiComponents[field.component] : undefined
    const kit = pluginFieldKit(field.kit)
    if (ui?.Form) loads.push(ui.Form.preload())
    else if (core) loads.push(core.preload())
    if (kit) loads.push(kit.Input.preload())
    if (field.type === 'array' || field.type === 'blocks') loads.push(LazyRowsField.preload())
    for (const plugin of [ui?.Form && ui.plugin, kit?.plugin]) if (plugin) plugins.add(plugin)
  }
  const language = pageLanguage('en')
  for (const plugin of plugins) {
    partPlugins.add(plugin)
    preloadPluginStrings(plugin, language)
  }
  // a part that fails to download shows its own error where it renders
  const ready = Promise.allSettled(loads)
  const created: FormParts = { plugins: [...plugins], ready, isLoaded: loads.length === 0 }
  void ready.then(() => (created.isLoaded = true))
  started.set(fields, created)
  return created
}

/**
 * True once the form's lazily loaded parts and their strings are there (started now if no screen
 * prefetch started them): render the form then, whole.
 */
export function useFormParts(fields: readonly ClientField[]): boolean {
  const parts = preloadFormParts(fields)
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!parts.isLoaded) void parts.ready.then(loaded)
  }, [parts])
  const hasStrings = usePluginStrings(parts.plugins)
  return parts.isLoaded && hasStrings
}
