import { useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { useFilter } from 'react-aria/useFilter'
import { useT } from '../../i18n/I18nProvider'
import { Icon } from '../../ui/icons'
import { ComboStateBridge, openWithAllItems, type ComboState } from '../shared/ComboStateBridge'
import type { InputProps } from '../types'
import { OptionPopover } from './OptionPopover'
import { itemLabel, singleValue, type SelectItem } from './select-options'

/**
 * One value: a combobox that filters the options by the typed text (the button, ArrowDown or a
 * click on the input show them all). The input shows the chosen option's label, and text that
 * matches nothing goes back to it on blur; a clear button unless the field is required.
 */
export function SingleSelect(props: InputProps & { items: SelectItem[] }) {
  const t = useT()
  const inputRef = useRef<HTMLInputElement>(null)
  const stateRef = useRef<ComboState>(null)
  const value = singleValue(props.value)
  const { contains } = useFilter({ sensitivity: 'base' })
  const chosenLabel = value === null ? undefined : itemLabel(props.items, value)
  const isClearable = !props.field.required && value !== null
  // a localized field's fallback is a stored value: show its label
  const placeholder =
    props.placeholder === undefined
      ? t('general:selectValue')
      : itemLabel(props.items, props.placeholder)

  return (
    <ComboBox
      className={isClearable ? 'combo combo--select combo--clearable' : 'combo combo--select'}
      aria-label={props.label}
      defaultItems={props.items}
      // The input shows the chosen option's label: that text filters nothing, so a form's first
      // render compares no text (which would load the browser's collation data, src/admin/lib/shims).
      defaultFilter={(text, input) => input === chosenLabel || contains(text, input)}
      selectedKey={value}
      onSelectionChange={(key) => {
        const next = key === null ? null : String(key)
        if (next !== value) props.onChange(next)
      }}
      allowsEmptyCollection
      isInvalid={props.isInvalid}
      isRequired={props.field.required === true}
      validationBehavior="aria"
    >
      <ComboStateBridge stateRef={stateRef} />
      <div className="combo__field">
        <Input
          id={props.id}
          ref={inputRef}
          className="input combo__input"
          placeholder={placeholder}
          aria-describedby={props.describedBy || undefined}
          onClick={() => openWithAllItems(stateRef.current)}
          onBlur={props.onBlur}
        />
        <div className="combo__buttons">
          {isClearable && (
            <button
              type="button"
              className="combo__button"
              aria-label={`${t('general:clear')}: ${props.label}`}
              onClick={() => {
                props.onChange(null)
                inputRef.current?.focus()
              }}
            >
              <Icon name="close" size={16} />
            </button>
          )}
          <Button className="combo__button combo__toggle">
            <Icon name="chevron" />
          </Button>
        </div>
      </div>
      <OptionPopover />
    </ComboBox>
  )
}
