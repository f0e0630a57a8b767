// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { InvalidJson } from '../../../shared/validation'
import { renderInput } from '../../test-support/render-input'
import { JsonInput } from './Input'

afterEach(cleanup)

describe('JSON input', () => {
  it('shows the value formatted, and stores what parses as data', async () => {
    const user = userEvent.setup()
    const input = renderInput(JsonInput, { type: 'json' }, { theme: 'dark' })
    const box = screen.getByRole('textbox')
    expect(box).toHaveProperty('value', '{\n  "theme": "dark"\n}')
    await user.clear(box)
    await user.paste('{ "columns": 3 }')
    expect(input.last()).toEqual({ columns: 3 })
    // what the user typed stays as typed (not re-formatted under the caret)
    expect(box).toHaveProperty('value', '{ "columns": 3 }')
  })

  it('keeps text that does not parse as it is, with the parse error for the form', async () => {
    const user = userEvent.setup()
    const input = renderInput(JsonInput, { type: 'json' })
    await user.click(screen.getByRole('textbox'))
    await user.paste('{ "theme": ')
    const value = input.last()
    expect(value).toBeInstanceOf(InvalidJson)
    expect((value as InvalidJson).text).toBe('{ "theme": ')
    expect(screen.getByRole('textbox')).toHaveProperty('value', '{ "theme": ')
    await user.clear(screen.getByRole('textbox'))
    expect(input.last()).toBeNull()
  })
})
