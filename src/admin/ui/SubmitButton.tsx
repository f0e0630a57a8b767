import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * A form's main button. On a screen the server drew it stays off, looking as it will, until the
 * page's code runs: the browser would otherwise send the form itself (to the page's own address,
 * the fields in the query).
 */
export function SubmitButton(props: { children: ReactNode }) {
  const isHydrated = useHydrated()
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={!isHydrated}
      data-awaiting-code={isHydrated ? undefined : ''}
    >
      {props.children}
    </button>
  )
}
