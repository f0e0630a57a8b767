import { render } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import type { ClientField } from '../../shared/client-config'
import type { InputProps } from '../fields/types'
import { folioEn } from '../i18n/folio/en'
import { I18nProvider } from '../i18n/I18nProvider'

// jsdom has no CSS.escape, which react-aria's comboboxes use.
globalThis.CSS ??= {} as typeof CSS
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`)

/** English strings for component tests: Folio's own, and the few of Payload's the inputs use. */
const english = {
  language: 'en',
  dictionary: {
    folio: folioEn,
    general: { remove: 'Remove', clear: 'Clear', selectValue: 'Select a value', none: 'None' },
  },
  fallback: {},
  packs: [],
}

/**
 * Renders a field kit's input as a form would: it holds the value, and `changes` records every
 * value the input reported, so a test reads what the form would store.
 */
export function renderInput<F extends ClientField>(
  Input: ComponentType<InputProps<F>>,
  field: Omit<F, 'name' | 'admin'> & Partial<Pick<F, 'name' | 'admin'>>,
  initial?: unknown,
  options: { isReadOnly?: boolean } = {},
) {
  const changes: unknown[] = []
  const fullField = { name: 'field', admin: {}, ...field } as F
  function Harness() {
    const [value, setValue] = useState<unknown>(initial)
    return (
      <Input
        id="field"
        field={fullField}
        value={value}
        onChange={(next) => {
          changes.push(next)
          setValue(next)
        }}
        onBlur={() => undefined}
        isReadOnly={options.isReadOnly ?? false}
        isInvalid={false}
        describedBy=""
        label="Field"
      />
    )
  }
  const view = render(
    <I18nProvider initial={english}>
      <Harness />
    </I18nProvider>,
  )
  return { ...view, changes, last: () => changes.at(-1) }
}
