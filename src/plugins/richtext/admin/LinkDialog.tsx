import { useId, type FormEvent } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useT } from '../../../admin/extend/i18n'
import type { CustomLink } from './links'
import '../../../admin/styles/dialog.css'

/**
 * Asks for a link's address and whether it opens in a new tab. The address is not checked here:
 * the server refuses what it does not allow, on its field.
 */
export function LinkDialog(props: {
  initial: CustomLink | undefined
  onSave: (link: CustomLink) => void
  onRemove: () => void
  onClose: () => void
}) {
  const t = useT()
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // React passes events on through the portal: the document's own form must not submit.
    event.stopPropagation()
    const form = new FormData(event.currentTarget)
    props.onSave({ url: String(form.get('url') ?? '').trim(), newTab: form.has('newTab') })
  }
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
    >
      <Modal className="dialog-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {t('richtext:link')}
          </Heading>
          <form className="dialog__body stack" onSubmit={onSubmit} noValidate>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-url`}>
                {t('richtext:linkUrl')}
              </label>
              <input
                id={`${id}-url`}
                name="url"
                type="url"
                className="input"
                autoComplete="off"
                defaultValue={props.initial?.url ?? ''}
                autoFocus
              />
            </div>
            <label className="checkbox">
              <input
                name="newTab"
                type="checkbox"
                defaultChecked={props.initial?.newTab ?? false}
              />
              {t('richtext:linkNewTab')}
            </label>
            <div className="dialog__actions">
              {props.initial && (
                <Button className="button button--secondary" onPress={props.onRemove}>
                  {t('richtext:removeLink')}
                </Button>
              )}
              <Button className="button button--secondary" onPress={props.onClose}>
                {t('richtext:cancel')}
              </Button>
              <Button type="submit" className="button button--primary">
                {t('richtext:saveLink')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
