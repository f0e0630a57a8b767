import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import '../styles/dialog.css'

interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  isBusy?: boolean
  isDestructive?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Escape or a click outside, when it should not mean cancel (whose button then does something). */
  onDismiss?: () => void
}

/** A modal question with confirm and cancel; focus is trapped and Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => !isOpen && !props.isBusy && (props.onDismiss ?? props.onCancel)()}
      isDismissable={!props.isBusy}
    >
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          <div className="dialog__body">{props.children}</div>
          <div className="dialog__actions">
            <Button
              className="button button--secondary"
              onPress={props.onCancel}
              isDisabled={props.isBusy}
            >
              {props.cancelLabel}
            </Button>
            <Button
              className={props.isDestructive ? 'button button--danger' : 'button button--primary'}
              onPress={props.onConfirm}
              isDisabled={props.isBusy}
              autoFocus
            >
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
