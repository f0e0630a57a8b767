import { lazy, useState, type ComponentType } from 'react'

export type Preloadable<P, M> = ComponentType<P> & {
  /** Starts downloading the code (once); resolves with its module. */
  preload: () => Promise<M>
}

/**
 * A lazily loaded component whose download can start before it renders. Once the code is there it
 * renders directly: a `lazy` component suspends on its first render even then, which shows its
 * Suspense fallback for a moment (nothing, a placeholder) and moves what follows when it arrives.
 * Which of the two a mount uses is fixed for its lifetime (no remount).
 */
export function preloadable<P extends object, M>(
  load: () => Promise<M>,
  component: (module: M) => ComponentType<P>,
): Preloadable<P, M> {
  let loading: Promise<M> | undefined
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = component(module)
      return module
    }))
  const Lazy = lazy(() => preload().then((module) => ({ default: component(module) })))
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>))
    return <Component {...props} />
  }
  return Object.assign(Part, { preload })
}
