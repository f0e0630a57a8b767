// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FieldLabel } from './FieldLabel'

afterEach(cleanup)

describe('field label', () => {
  it('focuses a contenteditable input on a click, which a <label for> alone does not', async () => {
    const user = userEvent.setup()
    render(
      <>
        <FieldLabel htmlFor="content" id="content-label">
          Content
        </FieldLabel>
        <div id="content" role="textbox" contentEditable aria-labelledby="content-label" />
      </>,
    )
    await user.click(screen.getByText('Content'))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Content' }))
  })

  it('leaves a native input to the label’s own behaviour', async () => {
    const user = userEvent.setup()
    render(
      <>
        <FieldLabel htmlFor="title" id="title-label">
          Title
        </FieldLabel>
        <input id="title" />
      </>,
    )
    await user.click(screen.getByText('Title'))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }))
  })
})
