// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../test-support/render-input'
import { CheckboxInput } from './Input'

afterEach(cleanup)

describe('checkbox input', () => {
  it('is labelled by the field and stores true and false', async () => {
    const user = userEvent.setup()
    const input = renderInput(CheckboxInput, { type: 'checkbox' })
    const box = screen.getByRole('checkbox', { name: 'Field' })
    expect(box).toHaveProperty('checked', false)
    await user.click(box)
    expect(input.last()).toBe(true)
    await user.click(screen.getByText('Field'))
    expect(input.last()).toBe(false)
  })

  it('shows a stored true as checked, and only true', () => {
    renderInput(CheckboxInput, { type: 'checkbox' }, 'true')
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false)
    cleanup()
    renderInput(CheckboxInput, { type: 'checkbox' }, true)
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true)
  })
})
