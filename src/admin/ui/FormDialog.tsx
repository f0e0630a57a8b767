import type { FormEvent, ReactNode } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import '../styles/dialog.css'

interface FormDialogProps {
  /** The dialog's heading and accessible name. */
  title: string
  /** Called when Escape or a click outside (while dismissable) closes it. */
  onClose: () => void
  /** A click outside closes it; false while a request is under way. */
  isDismissable?: boolean
  /** The form's fields; the form is not validated by the browser. */
  onSubmit: (data: FormData) => void
  children: ReactNode
  /** The buttons row: a `type="submit"` button submits the form. */
  actions: ReactNode
  size?: 'normal' | 'wide'
}

/** A modal form (a title, fields, a row of buttons); focus is trapped and Escape closes it. */
export function FormDialog(props: FormDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // React passes events on through the portal: a form the dialog is rendered in must not submit.
    event.stopPropagation()
    props.onSubmit(new FormData(event.currentTarget))
  }
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable={props.isDismissable ?? true}
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
    >
      <Modal className={props.size === 'wide' ? 'dialog-modal dialog-modal--wide' : 'dialog-modal'}>
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          <form className="stack" onSubmit={submit} noValidate>
            {props.children}
            <div className="dialog__actions">{props.actions}</div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
