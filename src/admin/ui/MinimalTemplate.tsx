import type { ReactNode } from 'react'
import '../styles/minimal.css'

/** The narrow centred page used for sign-in, first user, forgot password and not-found. */
export function MinimalTemplate(props: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={props.wide ? 'minimal minimal--wide' : 'minimal'}>
      <div className="minimal__brand" aria-hidden="true">
        <span className="minimal__logo">F</span>
        <span>Folio</span>
      </div>
      <div className="minimal__card">{props.children}</div>
    </main>
  )
}
