import { useRef, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { useT } from '../../i18n/I18nProvider'
import { Icon } from '../../ui/icons'
import { ComboStateBridge, openWithAllItems, type ComboState } from '../shared/ComboStateBridge'
import { ValueChip } from '../shared/ValueChip'
import type { InputProps } from '../types'
import { OptionPopover } from './OptionPopover'
import { itemLabel, manyValues, type SelectItem } from './select-options'

/**
 * hasMany: the chosen options as removable chips, in the order chosen, and a combobox that adds
 * one of the others (Backspace in its empty input removes the last chip).
 */
export function MultiSelect(props: InputProps & { items: SelectItem[] }) {
  const t = useT()
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const stateRef = useRef<ComboState>(null)
  const values = manyValues(props.value)
  const available = props.items.filter((item) => !values.includes(item.id))

  const remove = (value: string) => props.onChange(values.filter((v) => v !== value))
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && text === '' && values.length > 0)
      remove(values[values.length - 1]!)
  }

  return (
    <div
      className="select-field"
      role="group"
      aria-label={props.label}
      data-invalid={props.isInvalid || undefined}
    >
      {values.length > 0 && (
        <ul className="value-chips" aria-label={props.label}>
          {values.map((value) => (
            <ValueChip
              key={value}
              title={itemLabel(props.items, value)}
              onRemove={() => {
                remove(value)
                // the button goes away with its chip: keep the focus in the field
                inputRef.current?.focus()
              }}
            />
          ))}
        </ul>
      )}
      <ComboBox
        className="combo combo--select"
        aria-label={props.label}
        defaultItems={available}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={(key) => {
          // the combobox keeps nothing: a pick becomes a chip and the text starts over empty;
          // null comes on blur or close with text that matched nothing, which goes as well
          setText('')
          if (key === null) return
          props.onChange([...values, String(key)])
          stateRef.current?.close()
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
            placeholder={props.placeholder ?? t('general:selectValue')}
            aria-describedby={props.describedBy || undefined}
            onKeyDown={onKeyDown}
            onClick={() => openWithAllItems(stateRef.current)}
            onBlur={props.onBlur}
          />
          <Button className="combo__button combo__toggle">
            <Icon name="chevron" />
          </Button>
        </div>
        <OptionPopover />
      </ComboBox>
    </div>
  )
}
