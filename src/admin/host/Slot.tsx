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

/** The parts a slot shows for `context` (whose `when` holds), in their order. */
export const shownParts = <C extends object, P extends Contributed<SlotContribution<C>>>(
  parts: readonly P[],
  context: C,
): P[] => parts.filter((part) => isShown(part, context))

/**
 * Starts downloading the parts a slot shows for `context` (a screen's prefetch returns it, so a
 * part above the content is there with the first render instead of moving the content down).
 */
export function preloadSlot<C extends object>(
  name: string,
  parts: readonly Contributed<SlotContribution<C>>[],
  context: C,
): Promise<unknown> {
  return Promise.all(shownParts(parts, context).map((part) => partOf(name, part).preload()))
}

/**
 * A place in a core screen where plugins draw: each contribution whose `when` holds for `context`,
 * loaded when first shown, once its plugin's strings are there. Nothing (not even `className`'s
 * wrapper) when none is drawn. `isClientOnly`: drawn once the page's code runs, never by the
 * server (a click on a part the server drew could be lost before React hydrates it); a function
 * says it of each part (the sign-in methods that draw only links are drawn by the server).
 */
export function Slot<C extends object>(props: {
  /** Names the slot in each part's id (`<plugin>/<name>/<key>`). */
  name: string
  parts: readonly Contributed<SlotContribution<C>>[]
  context: C
  className?: string
  isClientOnly?: boolean | ((part: Contributed<SlotContribution<C>>) => boolean)
}) {
  const isHydrated = useHydrated()
  const { isClientOnly } = props
  const drawn = shownParts(props.parts, props.context).filter(
    (part) =>
      isHydrated || !(typeof isClientOnly === 'function' ? isClientOnly(part) : isClientOnly),
  )
  if (drawn.length === 0) return null
  // Each part in a boundary of its own: one that loads later (a client-only part, once the page's
  // code runs) does not hide those already drawn while it loads.
  const parts = drawn.map((part) => {
    const Part = partOf(props.name, part)
    return (
      <Suspense key={`${part.plugin}/${part.key}`} fallback={null}>
        <WithPluginStrings plugin={part.plugin}>
          <Part {...props.context} />
        </WithPluginStrings>
      </Suspense>
    )
  })
  return props.className ? <div className={props.className}>{parts}</div> : parts
}
