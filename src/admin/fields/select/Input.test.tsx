// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../test-support/render-input'
import { SelectInput } from './Input'

afterEach(cleanup)

const options = [
  { value: 'draft', label: 'Draft' },
  { value: 'live', label: { en: 'Live', de: 'Öffentlich' } },
  { value: 'gone', label: 'Archived' },
]

describe('select input', () => {
  it('filters the options by what is typed and stores the chosen value, not its label', async () => {
    const user = userEvent.setup()
    const input = renderInput(SelectInput, { type: 'select', options })
    const box = screen.getByRole('combobox', { name: 'Field' })
    await user.type(box, 'arch')
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Archived'])
    await user.click(within(listbox).getByRole('option', { name: 'Archived' }))
    expect(input.last()).toBe('gone')
    expect(box).toHaveProperty('value', 'Archived')
  })

  it('clears an optional value with its button; a required one has none', async () => {
    const user = userEvent.setup()
    const input = renderInput(SelectInput, { type: 'select', options }, 'live')
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Live')
    await user.click(screen.getByRole('button', { name: 'Clear: Field' }))
    expect(input.last()).toBeNull()
    cleanup()
    renderInput(SelectInput, { type: 'select', options, required: true }, 'live')
    expect(screen.queryByRole('button', { name: 'Clear: Field' })).toBeNull()
  })

  it('read-only, shows the chosen label as text, or the chosen labels as chips', () => {
    renderInput(SelectInput, { type: 'select', options }, 'draft', { isReadOnly: true })
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Draft')
    cleanup()
    renderInput(SelectInput, { type: 'select', options, hasMany: true }, ['live', 'gone'], {
      isReadOnly: true,
    })
    const chips = screen.getByRole('list', { name: 'Field' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Live', 'Archived'])
    expect(screen.queryByRole('button')).toBeNull()
  })
})
