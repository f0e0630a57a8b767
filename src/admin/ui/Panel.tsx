import { useId, type ReactNode } from 'react'

/** A titled panel (account preferences, a user's invitation, sign-in and lock): a region named by its heading. */
export function Panel(props: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}
