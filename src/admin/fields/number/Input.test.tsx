// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../test-support/render-input'
import { NumberInput } from './Input'

afterEach(cleanup)

describe('number input', () => {
  it('stores what is typed as a number, decimals too, and an emptied field as null', async () => {
    const user = userEvent.setup()
    const input = renderInput(NumberInput, { type: 'number' })
    const box = screen.getByRole('spinbutton')
    await user.type(box, '2.5')
    expect(input.last()).toBe(2.5)
    await user.clear(box)
    expect(input.last()).toBeNull()
  })

  it('tells the browser its bounds and step', () => {
    renderInput(NumberInput, { type: 'number', min: 0, max: 5, admin: { step: 0.5 } }, 3)
    const box = screen.getByRole('spinbutton')
    expect(box.getAttribute('min')).toBe('0')
    expect(box.getAttribute('max')).toBe('5')
    expect(box.getAttribute('step')).toBe('0.5')
    expect(box).toHaveProperty('value', '3')
  })

  it('without a step, takes any decimal', () => {
    renderInput(NumberInput, { type: 'number' })
    expect(screen.getByRole('spinbutton').getAttribute('step')).toBe('any')
  })
})
