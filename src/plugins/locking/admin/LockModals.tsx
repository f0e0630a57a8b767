import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { useNavigate } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { useT } from '../../../admin/extend/i18n'
import type { LockState } from './use-document-lock'
import '../../../admin/styles/dialog.css'

interface LockModalsProps {
  state: LockState
  onTakeOver: () => void
  onReadOnly: () => void
  /** 'Go back' in a drawer closes it; a page steps back in the history. */
  onLeave?: () => void
}

/** The locked modal (go back, read-only, take over) and the taken-over modal (dashboard, read-only). */
export function LockModals(props: LockModalsProps) {
  const t = useT()
  const navigate = useNavigate()
  const { state } = props
  if (state.kind !== 'lockedByOther' && state.kind !== 'takenOver') return null
  const holder = state.holder?.name || state.holder?.email || t('general:anotherUser')
  const isTakenOver = state.kind === 'takenOver'

  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            {isTakenOver ? t('general:editingTakenOver') : t('general:documentLocked')}
          </Heading>
          <div className="dialog__body">
            {isTakenOver ? (
              <p>{t('general:anotherUserTakenOver')}</p>
            ) : (
              <p>
                <strong>{holder}</strong> {t('general:currentlyEditing')}
              </p>
            )}
          </div>
          <div className="dialog__actions">
            {isTakenOver ? (
              <Button
                className="button button--secondary"
                onPress={() => navigate(adminPaths.dashboard)}
              >
                {t('general:backToDashboard')}
              </Button>
            ) : (
              <Button
                className="button button--secondary"
                onPress={() => (props.onLeave ? props.onLeave() : navigate(-1))}
              >
                {t('general:goBack')}
              </Button>
            )}
            <Button className="button button--secondary" onPress={props.onReadOnly}>
              {t('general:viewReadOnly')}
            </Button>
            {!isTakenOver && (
              <Button className="button button--primary" onPress={props.onTakeOver} autoFocus>
                {t('general:takeOver')}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
