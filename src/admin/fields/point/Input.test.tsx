// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../test-support/render-input'
import { PointInput } from './Input'

afterEach(cleanup)

describe('point input', () => {
  it('stores [longitude, latitude], with null for the part not given yet', async () => {
    const user = userEvent.setup()
    const input = renderInput(PointInput, { type: 'point' })
    await user.type(screen.getByLabelText('Longitude'), '13.4')
    expect(input.last()).toEqual([13.4, null])
    await user.type(screen.getByLabelText('Latitude'), '52.5')
    expect(input.last()).toEqual([13.4, 52.5])
  })

  it('stores null again when both parts are emptied', async () => {
    const user = userEvent.setup()
    const input = renderInput(PointInput, { type: 'point' }, [1, 2])
    expect(screen.getByLabelText('Longitude')).toHaveProperty('value', '1')
    await user.clear(screen.getByLabelText('Longitude'))
    expect(input.last()).toEqual([null, 2])
    await user.clear(screen.getByLabelText('Latitude'))
    expect(input.last()).toBeNull()
  })
})
