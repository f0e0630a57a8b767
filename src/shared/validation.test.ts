import { enTranslations } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'
import {
  validateConfirmation,
  validateDate,
  validateEmail,
  validateNumber,
  validateOption,
  validateRequired,
  validateText,
  type ValidationResult,
} from './validation'

/** The English text a user sees for a result, from Payload's own translations. */
function message(result: ValidationResult): string {
  if (result === true) return 'valid'
  const [namespace = '', name = ''] = result.key.split(':')
  const template = (enTranslations as unknown as Record<string, Record<string, string>>)[
    namespace
  ]?.[name]
  expect(template, result.key).toBeDefined()
  const text = (template ?? '').replace(/\{\{(\w+)\}\}/g, (m, v: string) =>
    result.vars && v in result.vars ? String(result.vars[v]) : m,
  )
  expect(text, `${result.key} leaves a placeholder`).not.toMatch(/\{\{/)
  return text
}

describe('required', () => {
  it('refuses empty values on required fields only', () => {
    for (const empty of [undefined, null, '', []])
      expect(message(validateRequired(empty, { required: true }))).toBe('This field is required.')
    expect(validateRequired('', { required: false })).toBe(true)
    expect(validateRequired(0, { required: true })).toBe(true)
    expect(validateRequired(false, { required: true })).toBe(true)
  })
})

describe('text length', () => {
  const title = { required: true, minLength: 3, maxLength: 120 }

  it('names the minimum and maximum length', () => {
    expect(validateText('ab', title)).toEqual({
      key: 'validation:longerThanMin',
      vars: { minLength: 3 },
    })
    expect(message(validateText('ab', title))).toBe(
      'This value must be longer than the minimum length of 3 characters.',
    )
    expect(validateText('x'.repeat(121), title)).toEqual({
      key: 'validation:shorterThanMax',
      vars: { maxLength: 120 },
    })
    expect(message(validateText('x'.repeat(121), title))).toBe(
      'This value must be shorter than the max length of 120 characters.',
    )
  })

  it('accepts the limits themselves', () => {
    expect(validateText('abc', title)).toBe(true)
    expect(validateText('x'.repeat(120), title)).toBe(true)
  })

  it('says required for an empty required field and accepts an empty optional one', () => {
    expect(message(validateText('', title))).toBe('This field is required.')
    expect(validateText('', { minLength: 3 })).toBe(true)
  })
})

describe('email', () => {
  it('accepts addresses and refuses non-addresses', () => {
    for (const ok of ['editor@example.com', 'first.last+tag@sub.example.co'])
      expect(validateEmail(ok, {}), ok).toBe(true)
    for (const bad of [
      'editor',
      'editor@',
      '@example.com',
      'editor@example',
      'a..b@example.com',
      'a b@example.com',
    ]) {
      expect(message(validateEmail(bad, {})), bad).toBe('Please enter a valid email address.')
    }
    expect(message(validateEmail('', { required: true }))).toBe('This field is required.')
    expect(validateEmail('', {})).toBe(true)
  })
})

describe('number', () => {
  const readingTime = { min: 1, max: 120, label: 'Reading time' }

  it('names value, label and limit when out of range', () => {
    expect(validateNumber(121, readingTime)).toEqual({
      key: 'validation:greaterThanMax',
      vars: { value: 121, label: 'Reading time', max: 120 },
    })
    expect(message(validateNumber(121, readingTime))).toBe(
      '121 is greater than the max allowed Reading time of 120.',
    )
    expect(message(validateNumber('0', readingTime))).toBe(
      '0 is less than the min allowed Reading time of 1.',
    )
  })

  it('accepts numbers within the limits, also as strings', () => {
    expect(validateNumber(1, readingTime)).toBe(true)
    expect(validateNumber('120', readingTime)).toBe(true)
  })

  it('refuses what is not a number', () => {
    expect(message(validateNumber('abc', readingTime))).toBe('Please enter a valid number.')
    expect(message(validateNumber(Number.NaN, readingTime))).toBe('Please enter a valid number.')
  })
})

describe('options', () => {
  const field = {
    required: true,
    options: [
      { value: 'news', label: 'News' },
      { value: 'guides', label: 'Guides' },
    ],
  }

  it('accepts listed values and refuses others', () => {
    expect(validateOption('news', field)).toBe(true)
    expect(message(validateOption('opinion', field))).toBe('This field has an invalid selection.')
    expect(message(validateOption(null, field))).toBe('This field is required.')
    expect(validateOption('', { options: field.options })).toBe(true)
  })
})

describe('date', () => {
  it('refuses unparseable dates and names the value', () => {
    expect(validateDate('2026-11-22T10:00:00.000Z', {})).toBe(true)
    expect(message(validateDate('tomorrow-ish', {}))).toBe('"tomorrow-ish" is not a valid date.')
  })
})

describe('password confirmation', () => {
  it('must be given and must match', () => {
    expect(validateConfirmation('Secret-123', 'Secret-123')).toBe(true)
    expect(message(validateConfirmation('Secret-123', 'Secret-124'))).toBe(
      'Passwords do not match.',
    )
    expect(message(validateConfirmation('Secret-123', ''))).toBe('This field is required.')
  })
})

describe('validatePoint and validateJson', () => {
  it('accepts a point of two numbers in range and names what is wrong otherwise', async () => {
    const { validatePoint } = await import('./validation')
    expect(validatePoint([13.4, 52.5], {})).toBe(true)
    expect(validatePoint(null, {})).toBe(true)
    expect(validatePoint(null, { required: true })).toEqual({ key: 'validation:required' })
    expect(validatePoint([13.4, null], {})).toEqual({ key: 'validation:requiresTwoNumbers' })
    expect(validatePoint([181, 0], {})).toEqual({ key: 'validation:longitudeOutOfBounds' })
    expect(validatePoint([0, -91], {})).toEqual({ key: 'validation:latitudeOutOfBounds' })
  })

  it('refuses JSON that did not parse, with the parser message', async () => {
    const { InvalidJson, validateJson } = await import('./validation')
    expect(validateJson({ a: 1 }, {})).toBe(true)
    expect(validateJson(new InvalidJson('{', 'Unexpected end of JSON input'), {})).toEqual({
      key: 'folio:invalidJson',
      vars: { message: 'Unexpected end of JSON input' },
    })
    expect(validateJson(null, { required: true })).toEqual({ key: 'validation:required' })
  })
})

describe('rules the server runs too', () => {
  it('checkbox: true or false only; a required one must be checked', async () => {
    const { validateCheckbox } = await import('./validation')
    expect(validateCheckbox('yes', {})).toEqual({ key: 'validation:trueOrFalse' })
    expect(validateCheckbox(false, { required: true })).toEqual({ key: 'validation:required' })
    expect(validateCheckbox(true, { required: true })).toBe(true)
    expect(validateCheckbox(null, {})).toBe(true)
  })

  it('hasMany: the number of values within minRows and maxRows', async () => {
    const { validateEach } = await import('./validation')
    expect(validateEach([1, 2, 3], { maxRows: 2 }, () => true)).toEqual({
      key: 'validation:requiresNoMoreThan',
      vars: { count: 2 },
      varKeys: { label: 'general:rows' },
    })
    expect(validateEach([], { minRows: 2 }, () => true)).toBe(true)
  })

  it('select hasMany: the same option twice is refused', () => {
    expect(validateOption(['a', 'a'], { options: [{ value: 'a', label: 'A' }] })).toEqual({
      key: 'validation:invalidSelections',
    })
  })
})
