import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { useT } from '../../i18n/I18nProvider'
import { Icon } from '../../ui/icons'
import type { SelectItem } from './select-options'

/** The open list of a select's combobox: the options the typed text matches ("No options" when none). */
export function OptionPopover() {
  const t = useT()
  return (
    <Popover className="combo__popover" offset={4}>
      <ListBox<SelectItem>
        className="combo__list"
        renderEmptyState={() => <div className="combo__empty">{t('general:noOptions')}</div>}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className="combo__option">
            {({ isSelected }) => (
              <>
                <span className="combo__option-title">{item.label}</span>
                {isSelected && <Icon name="check" />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  )
}
