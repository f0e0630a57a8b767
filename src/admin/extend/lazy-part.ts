import { lazy, type ComponentType } from 'react'
import type { Load } from './types'

const parts = new Map<string, ComponentType<never>>()

/**
 * One lazy component per contributed part (`<plugin>/<kind>/<key>`), made on first use and kept,
 * so a re-render never loads it again or remounts it.
 */
export function lazyPart<P>(
  id: string,
  load: Load<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let part = parts.get(id) as ComponentType<P> | undefined
  if (!part) {
    part = lazy(load)
    parts.set(id, part as ComponentType<never>)
  }
  return part
}
