import type { ComponentType } from 'react'
import { preloadable, type Preloadable } from '../lib/preloadable'
import type { Load } from './types'

const parts = new Map<string, Preloadable<never, unknown>>()

/**
 * One lazy component per contributed part (`<plugin>/<kind>/<key>`), made on first use and kept,
 * so a re-render never loads it again or remounts it; `preload` starts its download early.
 */
export function lazyPart<P extends object>(
  id: string,
  load: Load<{ default: ComponentType<P> }>,
): Preloadable<P, unknown> {
  let part = parts.get(id) as Preloadable<P, unknown> | undefined
  if (!part) {
    part = preloadable(load, (m) => m.default)
    parts.set(id, part as Preloadable<never, unknown>)
  }
  return part
}
