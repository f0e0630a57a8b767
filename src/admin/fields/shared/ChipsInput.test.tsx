// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../test-support/render-input'
import { NumberInput } from '../number/Input'
import { TextInput } from '../text/Input'

afterEach(cleanup)

describe('hasMany text and number inputs (chips)', () => {
  it('adds a value on Enter and on comma, and splits typed or pasted commas', async () => {
    const user = userEvent.setup()
    const input = renderInput(TextInput, { type: 'text', hasMany: true })
    const box = screen.getByRole('textbox')
    await user.type(box, 'red{Enter}green,')
    expect(input.last()).toEqual(['red', 'green'])
    await user.click(box)
    await user.paste('blue, teal,  ,navy')
    expect(input.last()).toEqual(['red', 'green', 'blue', 'teal'])
    expect(box).toHaveProperty('value', 'navy')
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'red×',
      'green×',
      'blue×',
      'teal×',
    ])
  })

  it('removes a chip by its button, and the last one by Backspace in the empty input', async () => {
    const user = userEvent.setup()
    const input = renderInput(TextInput, { type: 'text', hasMany: true }, ['a', 'b', 'c'])
    await user.click(screen.getByRole('button', { name: 'Remove: b' }))
    expect(input.last()).toEqual(['a', 'c'])
    await user.type(screen.getByRole('textbox'), '{Backspace}')
    expect(input.last()).toEqual(['a'])
  })

  it('keeps numbers as numbers and ignores what is not one', async () => {
    const user = userEvent.setup()
    const input = renderInput(NumberInput, { type: 'number', hasMany: true })
    const box = screen.getByRole('spinbutton')
    await user.type(box, '7{Enter}2.5{Enter}{Enter}')
    expect(input.changes).toEqual([[7], [7, 2.5]])
  })
})
