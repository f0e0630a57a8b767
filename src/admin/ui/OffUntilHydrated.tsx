import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * On a screen the server drew, the controls inside are off until the page's code runs (before, a
 * button would do nothing and what is typed could be lost unguarded), and look as they will.
 * Tabs, menus and links are not form controls: `aria-disabled` says they wait too. It lays out
 * nothing itself (`display: contents`).
 */
export function OffUntilHydrated(props: { children: ReactNode }) {
  const isHydrated = useHydrated()
  return (
    <fieldset
      className="off-until-hydrated"
      disabled={!isHydrated}
      aria-disabled={isHydrated ? undefined : true}
      data-awaiting-code={isHydrated ? undefined : ''}
    >
      {props.children}
    </fieldset>
  )
}
