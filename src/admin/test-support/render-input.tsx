import { en } from '@payloadcms/translations/languages/en'
import { render } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import type { ClientField } from '../../shared/client-config'
import type { InputProps } from '../fields/types'
import { FormContext } from '../forms/form-context'
import { FormStore } from '../forms/form-store'
import { folioEn } from '../i18n/folio/en'
import { I18nProvider } from '../i18n/I18nProvider'
import type { Dictionary } from '../i18n/translate'
import { SignedIn, type SignedInOptions } from './signed-in'
import './jsdom'

/** English strings for component tests: Payload's and Folio's own, as the admin loads them. */
const english = {
  language: 'en',
  dictionary: { ...(en.translations as Dictionary), folio: folioEn },
  fallback: {},
  packs: [],
}

interface RenderInputOptions
  extends
    Partial<
      Pick<InputProps<ClientField>, 'id' | 'label' | 'labelId' | 'describedBy' | 'isReadOnly'>
    >,
    SignedInOptions {
  /** More string namespaces, a plugin's among them (`{ richtext: stringsEn }`). */
  strings?: Dictionary
  /** Called when the form the input is in submits. */
  onFormSubmit?: () => void
  /**
   * The other fields of an edit form around the input, flat by path: the input is then in a form
   * store (`useFormContext`), as in an editor, and the answer's `store` is it.
   */
  formValues?: Record<string, unknown>
}

/**
 * Renders a field kit's input as a form would, inside a form of the signed-in shell: it holds the value, and `changes`
 * records every value the input reported, so a test reads what the form would store;
 * `setValue` gives it a value from outside (a reset, a restored draft).
 */
export function renderInput<F extends ClientField>(
  Input: ComponentType<InputProps<F>>,
  field: Omit<F, 'name' | 'admin'> & Partial<Pick<F, 'name' | 'admin'>>,
  initial?: unknown,
  options: RenderInputOptions = {},
) {
  const changes: unknown[] = []
  let setOutside: (value: unknown) => void = () => undefined
  const fullField = { name: 'field', admin: {}, ...field } as F
  const store = options.formValues ? new FormStore(options.formValues) : undefined
  function Harness() {
    const [value, setValue] = useState<unknown>(initial)
    setOutside = setValue
    return (
      <Input
        id={options.id ?? 'field'}
        field={fullField}
        value={value}
        onChange={(next) => {
          changes.push(next)
          setValue(next)
        }}
        onBlur={() => undefined}
        isReadOnly={options.isReadOnly ?? false}
        isInvalid={false}
        describedBy={options.describedBy ?? ''}
        label={options.label ?? 'Field'}
        labelId={options.labelId}
      />
    )
  }
  const view = render(
    <I18nProvider
      initial={{ ...english, dictionary: { ...english.dictionary, ...options.strings } }}
    >
      <SignedIn collections={options.collections} access={options.access}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            options.onFormSubmit?.()
          }}
        >
          {store ? (
            <FormContext value={{ store, fields: [], canSave: true, canPublish: true }}>
              <Harness />
            </FormContext>
          ) : (
            <Harness />
          )}
        </form>
      </SignedIn>
    </I18nProvider>,
  )
  return {
    ...view,
    changes,
    store,
    last: () => changes.at(-1),
    setValue: (value: unknown) => setOutside(value),
  }
}
