import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { useT } from '../i18n/I18nProvider'
import { Icon } from './icons'
import '../styles/drawer.css'

interface DrawerProps {
  /** The dialog's accessible name. */
  title: string
  /** Shown in the bar beside the close button (`showsTitle`: the title as the dialog's heading). */
  header?: ReactNode
  showsTitle?: boolean
  children: ReactNode
  onClose: () => void
  /** Whether a click on the backdrop closes it (not for forms that could lose typed text). */
  isDismissable?: boolean
  /** Wide for grids and whole documents; narrow for a short form (a link, a caption). */
  size?: 'default' | 'wide' | 'narrow'
  /** False while it must stay open (files being sent): no close button, no Escape. */
  canClose?: boolean
}

/**
 * A side sheet: a modal dialog sliding in from the inline end, over everything (and over other
 * drawers). Escape and the close button close it; focus returns to what opened it.
 */
export function Drawer(props: DrawerProps) {
  const t = useT()
  return (
    <ModalOverlay
      className="drawer-overlay"
      isOpen
      isDismissable={(props.isDismissable ?? false) && props.canClose !== false}
      isKeyboardDismissDisabled={props.canClose === false}
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
    >
      <Modal
        className={
          props.size && props.size !== 'default' ? `drawer drawer--${props.size}` : 'drawer'
        }
      >
        <Dialog className="drawer__dialog" aria-label={props.title}>
          <div className="drawer__bar">
            <div className="drawer__bar-start">
              {props.showsTitle ? (
                <Heading slot="title" className="drawer__title">
                  {props.title}
                </Heading>
              ) : (
                props.header
              )}
            </div>
            <Button
              className="button button--icon drawer__close"
              aria-label={t('general:close')}
              isDisabled={props.canClose === false}
              onPress={props.onClose}
            >
              <Icon name="close" />
            </Button>
          </div>
          <div className="drawer__content">{props.children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
