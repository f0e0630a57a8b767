import { Suspense } from 'react'
import type { Preloadable } from '../lib/preloadable'
import { useHydrated } from '../lib/use-hydrated'
import { lazyPart } from './lazy-part'
import type { Contributed } from './registry'
import { WithPluginStrings } from './strings'
import type { SlotContribution } from './types'

const partOf = <C extends object>(name: string, part: Contributed<SlotContribution<C>>) =>
  lazyPart(`${part.plugin}/${name}/${part.key}`, part.load) as Preloadable<C, unknown>

const isShown = <C extends object>(part: SlotContribution<C>, context: C) =>
  part.when?.(context) ?? true

/**
 * Starts downloading the parts a slot shows for `context` (a screen's prefetch returns it, so a
 * part above the content is there with the first render instead of moving the content down).
 */
export function preloadSlot<C extends object>(
  name: string,
  parts: readonly Contributed<SlotContribution<C>>[],
  context: C,
): Promise<unknown> {
  return Promise.all(
    parts.filter((part) => isShown(part, context)).map((part) => partOf(name, part).preload()),
  )
}

/**
 * A place in a core screen where plugins draw: each contribution whose `when` holds for `context`,
 * loaded when first shown, once its plugin's strings are there. Nothing (not even `className`'s
 * wrapper) when none is shown. `isClientOnly`: drawn once the page's code runs, never by the
 * server (a click on a part the server drew could be lost before React hydrates it).
 */
export function Slot<C extends object>(props: {
  /** Names the slot in each part's id (`<plugin>/<name>/<key>`). */
  name: string
  parts: readonly Contributed<SlotContribution<C>>[]
  context: C
  className?: string
  isClientOnly?: boolean
}) {
  const isHydrated = useHydrated()
  const shown = props.parts.filter((part) => isShown(part, props.context))
  if (shown.length === 0 || (props.isClientOnly && !isHydrated)) return null
  const parts = (
    <Suspense fallback={null}>
      {shown.map((part) => {
        const Part = partOf(props.name, part)
        return (
          <WithPluginStrings key={`${part.plugin}/${part.key}`} plugin={part.plugin}>
            <Part {...props.context} />
          </WithPluginStrings>
        )
      })}
    </Suspense>
  )
  return props.className ? <div className={props.className}>{parts}</div> : parts
}
