import { Button } from 'react-aria-components/Button'
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'
import type { ClientField } from '../../../shared/client-config'
import { useT } from '../../i18n/I18nProvider'
import type { ColumnPreference } from './columns'

interface ColumnPickerProps {
  columns: ColumnPreference[]
  fields: ClientField[]
  headerLabel: (field: ClientField) => string
  onChange: (columns: ColumnPreference[]) => void
}

/** Shows, hides and reorders the list's columns; every change is saved at once. */
export function ColumnPicker(props: ColumnPickerProps) {
  const t = useT()
  const move = (index: number, by: -1 | 1) => {
    const next = [...props.columns]
    const [column] = next.splice(index, 1)
    next.splice(index + by, 0, column!)
    props.onChange(next)
  }
  const activeCount = props.columns.filter((c) => c.active).length
  return (
    <DialogTrigger>
      <Button className="button button--secondary">{t('general:columns')}</Button>
      <Popover className="menu-popover column-picker" placement="bottom start">
        <Dialog className="column-picker__dialog" aria-label={t('general:columns')}>
          <ul className="column-picker__list">
            {props.columns.map((column, index) => {
              const field = props.fields.find((f) => f.name === column.accessor)
              if (!field) return null
              const name = props.headerLabel(field)
              return (
                <li key={column.accessor} className="column-picker__row">
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={column.active}
                      disabled={column.active && activeCount === 1}
                      onChange={() =>
                        props.onChange(
                          props.columns.map((c) =>
                            c.accessor === column.accessor ? { ...c, active: !c.active } : c,
                          ),
                        )
                      }
                    />
                    <span>{name}</span>
                  </label>
                  <span className="column-picker__moves">
                    <button
                      type="button"
                      className="column-picker__move"
                      aria-label={`${t('general:moveUp')}: ${name}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="column-picker__move"
                      aria-label={`${t('general:moveDown')}: ${name}`}
                      disabled={index === props.columns.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                  </span>
                </li>
              )
            })}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
