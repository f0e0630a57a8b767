import { Suspense, type ComponentType } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { lazyPart } from './lazy-part'
import type { Contributed } from './registry'
import { WithPluginStrings } from './strings'
import type { SlotContribution } from './types'

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
  const shown = props.parts.filter((part) => part.when?.(props.context) ?? true)
  if (shown.length === 0 || (props.isClientOnly && !isHydrated)) return null
  const parts = (
    <Suspense fallback={null}>
      {shown.map((part) => {
        const Part = lazyPart(
          `${part.plugin}/${props.name}/${part.key}`,
          part.load,
        ) as ComponentType<C>
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
