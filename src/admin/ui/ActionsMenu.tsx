import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import '../styles/menu.css'

export interface MenuAction {
  id: string
  label: string
  onAction: () => void
  isDanger?: boolean
  isDisabled?: boolean
  /** The action leaves the page (duplicate): with unsaved changes it asks first. */
  leavesPage?: boolean
}

/** A "more options" button opening a keyboard-navigable menu of actions. */
export function ActionsMenu(props: { label: string; actions: MenuAction[] }) {
  if (props.actions.length === 0) return null
  return (
    <MenuTrigger>
      <Button className="button button--secondary button--square" aria-label={props.label}>
        <span aria-hidden="true">⋯</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          disabledKeys={props.actions.filter((a) => a.isDisabled).map((a) => a.id)}
          onAction={(key) => props.actions.find((a) => a.id === key)?.onAction()}
        >
          {props.actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              className={action.isDanger ? 'menu__item menu__item--danger' : 'menu__item'}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
