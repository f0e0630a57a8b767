import { useId, type KeyboardEvent } from 'react'
import { useT } from '../../../admin/extend/i18n'
import { copyWithNotice, FormDialog, Icon } from '../../../admin/extend/ui'
import type { ApiKeyCreated } from '../shared'
import './api-keys.css'

/** Enter in a value does not submit the dialog's form (which would close it and forget the key). */
function keepOpenOnEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault()
}

/** A read-only value in monospace with its label and a button that copies it. */
function CopyableValue(props: {
  label: string
  value: string
  copyLabel: string
  description?: string
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="api-key-value">
        <textarea
          id={id}
          className="input api-key-value__text"
          value={props.value}
          readOnly
          rows={2}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={props.description ? `${id}-description` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={keepOpenOnEnter}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-label={props.copyLabel}
          onClick={() =>
            void copyWithNotice(props.value, {
              copied: t('api-keys:copied'),
              failed: t('api-keys:copyFailed'),
            })
          }
        >
          <Icon name="copy" />
          {t('api-keys:copy')}
        </button>
      </div>
      {props.description && (
        <p className="field__description" id={`${id}-description`}>
          {props.description}
        </p>
      )}
    </div>
  )
}

/**
 * The new key, shown this once: the key and the `Authorization` header to send it in, each to
 * copy. Closing it forgets them (they live only in the state of whoever opened it).
 */
export function NewApiKeyDialog(props: { created: ApiKeyCreated; onClose: () => void }) {
  const t = useT()
  return (
    <FormDialog
      title={t('api-keys:newKeyTitle')}
      size="wide"
      isDismissable={false}
      onClose={props.onClose}
      onSubmit={props.onClose}
      actions={
        <button type="submit" className="button button--primary">
          {t('api-keys:done')}
        </button>
      }
    >
      <p className="notice" role="note">
        {t('api-keys:newKeyLead')}
      </p>
      <CopyableValue
        label={t('api-keys:key')}
        value={props.created.apiKey}
        copyLabel={t('api-keys:copyKey')}
      />
      <CopyableValue
        label={t('api-keys:header')}
        value={`Authorization: ${props.created.header}`}
        copyLabel={t('api-keys:copyHeader')}
        description={t('api-keys:headerHint')}
      />
    </FormDialog>
  )
}
