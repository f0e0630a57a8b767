import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import {
  FormStore,
  RenderFields,
  useServerValidation,
  valuesFromDoc,
} from '../../../../admin/extend/forms'
import { useT } from '../../../../admin/extend/i18n'
import type { ClientCollection, ClientField } from '../../../../shared/client-config'
import type { LinkElement } from '../../../../shared/rich-text'
import type { LinkSettings } from '../links'
import { DocumentChoice } from './DocumentChoice'
import { DrawerForm } from './DrawerForm'
import { extraFieldValues } from './extra-field-values'

interface LinkDrawerProps {
  /** The link being edited; absent for a new one. */
  link: LinkElement | undefined
  /** The text shown: the link's own, or the selected text for a new link. */
  text: string
  /** Where an internal link may point. */
  collections: ClientCollection[]
  extraFields: ClientField[]
  /** The extra fields as the server knows them (`<rich-text field>.link`), for its checks while typing. */
  schemaPath: string
  onSave: (settings: LinkSettings) => void
  onRemove: () => void
  onClose: () => void
}

/**
 * A link's text, its kind (a custom address, or a document of this site), new tab, and the
 * link's extra fields. On submit only an internal link's document is checked, here, where it can
 * still be chosen (the server would refuse the whole document's save); the server checks the
 * extra fields while they are typed (form-state requests), and refuses on save what it does not
 * allow.
 */
export function LinkDrawer(props: LinkDrawerProps) {
  const t = useT()
  const id = useId()
  const { link } = props
  const [text, setText] = useState(props.text)
  const [linkType, setLinkType] = useState<'custom' | 'internal'>(link?.linkType ?? 'custom')
  const [url, setUrl] = useState(link?.url ?? '')
  const [doc, setDoc] = useState(link?.doc ?? undefined)
  const [newTab, setNewTab] = useState(link?.newTab === true)
  // Said once Save was pressed without a document.
  const [isDocMissing, setDocMissing] = useState(false)
  const [store] = useState(() => new FormStore(valuesFromDoc(props.extraFields, link?.fields)))
  useServerValidation({ store, fields: props.extraFields, schemaPath: props.schemaPath })
  const canLinkInternally = props.collections.length > 0 || linkType === 'internal'

  const save = () => {
    if (linkType === 'internal' && !doc) {
      setDocMissing(true)
      return
    }
    props.onSave({
      linkType,
      url: url.trim(),
      doc: linkType === 'internal' ? doc : undefined,
      newTab,
      fields: extraFieldValues(props.extraFields, store),
      text: text.trim() || undefined,
    })
  }

  return (
    <DrawerForm
      title={link ? t('fields:editLink') : t('fields:addLink')}
      onClose={props.onClose}
      onSubmit={save}
      actions={
        <>
          {link && (
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
        </>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('fields:textToDisplay')}
        </label>
        <input
          id={`${id}-text`}
          className="input"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {canLinkInternally && (
        <fieldset className="field rich-text-drawer__choice">
          <legend className="field__label">{t('fields:linkType')}</legend>
          <div className="radio-group radio-group--horizontal">
            {(['custom', 'internal'] as const).map((type) => (
              <label key={type} className="radio">
                <input
                  type="radio"
                  name="linkType"
                  checked={linkType === type}
                  onChange={() => setLinkType(type)}
                />
                {t(type === 'custom' ? 'fields:customURL' : 'fields:internalLink')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {linkType === 'custom' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-url`}>
            {t('fields:enterURL')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            className="input"
            autoComplete="off"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            autoFocus
          />
        </div>
      ) : (
        <DocumentChoice
          id={`${id}-doc`}
          label={t('fields:chooseDocumentToLink')}
          collections={props.collections}
          chosen={doc ? { relationTo: doc.relationTo, id: doc.value.id } : undefined}
          onChoose={(ref) => {
            setDoc({ relationTo: ref.relationTo, value: { id: ref.id } })
            setDocMissing(false)
          }}
          error={isDocMissing ? t('richtext:linkNeedsDocument') : undefined}
        />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={newTab}
          onChange={(event) => setNewTab(event.target.checked)}
        />
        {t('fields:openInNewTab')}
      </label>
      {props.extraFields.length > 0 && (
        <RenderFields
          store={store}
          fields={props.extraFields}
          isReadOnly={false}
          idPrefix={`${id}-fields`}
        />
      )}
    </DrawerForm>
  )
}
