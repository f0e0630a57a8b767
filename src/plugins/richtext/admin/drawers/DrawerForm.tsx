import type { FormEvent, ReactNode } from 'react'
import { Drawer } from '../../../../admin/extend/ui'

/**
 * A narrow drawer holding a form: its fields, then its buttons. The browser checks nothing (the
 * server judges), and a submit stays in the drawer: React passes events on through the portal,
 * and the document's own form must not submit.
 */
export function DrawerForm(props: {
  title: string
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
  actions: ReactNode
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    props.onSubmit()
  }
  return (
    <Drawer title={props.title} onClose={props.onClose} size="narrow" showsTitle>
      <form className="stack rich-text-drawer" onSubmit={onSubmit} noValidate>
        {props.children}
        <div className="rich-text-drawer__actions">{props.actions}</div>
      </form>
    </Drawer>
  )
}
