import { useState } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import type { ClientBlock } from '../../../shared/client-config'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import '../../styles/dialog.css'

interface BlockPickerProps {
  isOpen: boolean
  blocks: ClientBlock[]
  title: string
  onPick: (slug: string) => void
  onClose: () => void
}

/** Chooses the kind of block to add: a searchable grid of the blocks with their images and labels. */
export function BlockPicker(props: BlockPickerProps) {
  const t = useT()
  const label = useLabel()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = props.blocks.filter(
    (b) =>
      !needle ||
      label(b.labels.singular, b.slug).toLowerCase().includes(needle) ||
      b.slug.includes(needle),
  )

  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
      isDismissable
    >
      <Modal className="dialog-modal dialog-modal--wide">
        <Dialog className="dialog block-picker">
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          {props.blocks.length > 5 && (
            <input
              className="input block-picker__search"
              type="search"
              aria-label={t('fields:searchForBlock')}
              placeholder={t('fields:searchForBlock')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
          <ul className="block-picker__grid">
            {shown.map((block) => (
              <li key={block.slug}>
                <button
                  type="button"
                  className="block-picker__option"
                  onClick={() => props.onPick(block.slug)}
                >
                  <span className="block-picker__image" aria-hidden="true">
                    {block.imageURL ? (
                      <img src={block.imageURL} alt="" />
                    ) : (
                      <span className="block-picker__placeholder">
                        {label(block.labels.singular, block.slug).slice(0, 1)}
                      </span>
                    )}
                  </span>
                  <span className="block-picker__label">
                    {label(block.labels.singular, block.slug)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={props.onClose}>
              {t('general:cancel')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
