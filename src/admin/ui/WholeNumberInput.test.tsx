// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import '../test-support/jsdom'
import { WholeNumberInput } from './WholeNumberInput'

afterEach(cleanup)

function Harness(props: { initial: number; min: number; max?: number; taken: number[] }) {
  const [value, setValue] = useState(props.initial)
  return (
    <WholeNumberInput
      label="Depth"
      value={value}
      min={props.min}
      max={props.max}
      onChange={(n) => {
        props.taken.push(n)
        setValue(n)
      }}
    />
  )
}

/** The input with `typed` typed in place of its value, and the values it has handed over. */
async function typeInto(props: { initial: number; min: number; max?: number }, typed: string) {
  const taken: number[] = []
  render(<Harness {...props} taken={taken} />)
  const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Depth' })
  await userEvent.clear(input)
  await userEvent.type(input, typed)
  return { input, taken }
}

describe('WholeNumberInput', () => {
  it('takes a number in range as it is typed', async () => {
    const { input, taken } = await typeInto({ initial: 1, min: 0, max: 10 }, '7')
    expect(taken).toEqual([7])
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('marks what is out of range or no number, then brings it into range on leaving', async () => {
    const { input, taken } = await typeInto({ initial: 375, min: 0 }, '-20')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(taken).toEqual([])
    await userEvent.tab()
    expect(input.value).toBe('0')
    expect(taken).toEqual([0])

    await userEvent.clear(input)
    await userEvent.tab()
    // Nothing typed is no number: the value stays.
    expect(input.value).toBe('0')
    expect(taken).toEqual([0])
  })

  it('brings a number over the maximum down to it on leaving', async () => {
    const { input, taken } = await typeInto({ initial: 1, min: 0, max: 10 }, '42')
    expect(taken).toEqual([4])
    await userEvent.tab()
    expect(input.value).toBe('10')
    expect(taken).toEqual([4, 10])
  })
})
