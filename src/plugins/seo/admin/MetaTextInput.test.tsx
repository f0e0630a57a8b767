// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField, TextareaField, UploadField } from '../../../shared/client-config'
import MetaDescriptionInput from './MetaDescriptionInput'
import MetaImageInput from './MetaImageInput'
import MetaTitleInput from './MetaTitleInput'
import { stringsEn } from './strings/en'

afterEach(cleanup)

const strings = { seo: stringsEn }
const state = () => document.querySelector('.seo-meter__state')?.textContent
const count = () => document.querySelector('.seo-meter__count')?.textContent

describe('the meta title and description inputs', () => {
  it('show the meter of what is typed against the title target, and describe the input with it', async () => {
    renderInput(MetaTitleInput, { type: 'text' } as TextField, '', {
      strings,
      label: 'Meta title',
    })
    expect(state()).toBe('Missing')
    expect(count()).toBe('Characters to go: 50')
    const input = screen.getByRole('textbox')
    await userEvent.type(input, 'x'.repeat(46))
    expect(state()).toBe('Almost there')
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('46')
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(
      'Almost there. Characters to go: 4',
    )
    await userEvent.type(input, 'xxxx')
    expect(state()).toBe('Good')
    expect(count()).toBe('Characters left over: 10')
    expect(input.getAttribute('aria-describedby')).toContain('field-meter')
    expect(document.getElementById('field-meter')?.textContent).toContain(
      'This should be between 50 and 60 characters.',
    )
  })

  it('take the field’s own minLength and maxLength over the targets', () => {
    renderInput(
      MetaDescriptionInput,
      { type: 'textarea', minLength: 10, maxLength: 20 } as TextareaField,
      'x'.repeat(21),
      { strings },
    )
    expect(state()).toBe('Too long')
    expect(count()).toBe('Characters too many: 1')
    expect(screen.getAllByText('This should be between 10 and 20 characters.')).toHaveLength(1)
  })

  it('offer no generate button outside an editor that has a generator', () => {
    renderInput(MetaTitleInput, { type: 'text' } as TextField, 'Title', { strings })
    expect(screen.queryByRole('button', { name: /Auto-generate/ })).toBeNull()
  })
})

describe('the meta image input', () => {
  it('says no image in red until one is set, then good in green', () => {
    const view = renderInput(
      MetaImageInput,
      { type: 'upload', relationTo: 'media' } as unknown as UploadField,
      null,
      { strings },
    )
    expect(screen.getByText('No image').getAttribute('data-color')).toBe('red')
    act(() => view.setValue(7))
    expect(screen.getByText('Good').getAttribute('data-color')).toBe('green')
  })
})
