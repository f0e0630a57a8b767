import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * A form's main button. On a screen the server drew it stays off, looking as it will, until the
 * page's code runs: the browser would otherwise send the form itself (to the page's own address,
 * the fields in the query). `sendsWithoutCode`: the form posts to an address of the server that
 * does what the code would (the sign-in form), so the button works from the first paint.
 * `data-awaiting-code` marks either until the code has taken the screen over.
 */
export function SubmitButton(props: { children: ReactNode; sendsWithoutCode?: boolean }) {
  const isHydrated = useHydrated()
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={!isHydrated && !props.sendsWithoutCode}
      data-awaiting-code={isHydrated ? undefined : ''}
    >
      {props.children}
    </button>
  )
}
