// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../test-support/jsdom'
import { FormDialog } from './FormDialog'

afterEach(cleanup)

function renderDialog(props: { isDismissable?: boolean } = {}) {
  const onSubmit = vi.fn<(data: FormData) => void>()
  const onClose = vi.fn()
  const onOuterSubmit = vi.fn()
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onOuterSubmit()
      }}
    >
      <FormDialog
        title="Rename"
        onClose={onClose}
        onSubmit={onSubmit}
        isDismissable={props.isDismissable}
        actions={<button type="submit">Save</button>}
      >
        <label>
          Name
          <input name="name" required />
        </label>
      </FormDialog>
    </form>,
  )
  return { onSubmit, onClose, onOuterSubmit }
}

describe('form dialog', () => {
  it('is a dialog named by its title that submits its fields, and only its own form', async () => {
    const user = userEvent.setup()
    const { onSubmit, onOuterSubmit } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]![0].get('name')).toBe('Ada')
    expect(onOuterSubmit).not.toHaveBeenCalled()
  })

  it('leaves checking the fields to its submit (no browser validation)', async () => {
    const user = userEvent.setup()
    const { onSubmit } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    const { onClose } = renderDialog({ isDismissable: false })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })
})
