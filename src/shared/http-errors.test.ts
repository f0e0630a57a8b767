import { describe, expect, it } from 'vitest'
import { authErrorText, firstServerMessage, networkErrorText, statusErrorText } from './http-errors'

// The English texts behind these keys are checked in src/admin/i18n/folio/folio-strings.test.ts.
const loginFailure = {
  errors: [{ message: 'The email or password provided is incorrect.' }, { message: 'second' }],
}

describe('firstServerMessage', () => {
  it('reads errors[0].message, then message', () => {
    expect(firstServerMessage(loginFailure)).toBe('The email or password provided is incorrect.')
    expect(firstServerMessage({ message: 'Token expired.' })).toBe('Token expired.')
    expect(firstServerMessage({ errors: [{}], message: 'fallback' })).toBe('fallback')
  })

  it('finds nothing in bodies without a message', () => {
    for (const body of [
      undefined,
      null,
      'text',
      42,
      {},
      { errors: [] },
      { errors: [{ message: '' }] },
    ]) {
      expect(firstServerMessage(body), JSON.stringify(body)).toBeUndefined()
    }
  })
})

describe('authErrorText (docs/behaviour.md §8 sign-in, reset and change password)', () => {
  it('shows the first server message for 401 and 400', () => {
    expect(authErrorText({ status: 401, body: loginFailure })).toEqual({
      literal: 'The email or password provided is incorrect.',
    })
    expect(
      authErrorText({ status: 400, body: { errors: [{ message: 'Token is invalid.' }] } }),
    ).toEqual({ literal: 'Token is invalid.' })
  })

  it('shows the status number when 401 or 400 carry no message', () => {
    expect(authErrorText({ status: 401, body: undefined })).toEqual({ literal: '401' })
    expect(authErrorText({ status: 400, body: '<html>' })).toEqual({ literal: '400' })
  })

  it('treats 403 as a backend problem unless the screen lists it (change password does)', () => {
    const forbidden = { errors: [{ message: 'Current password is wrong.' }] }
    expect(authErrorText({ status: 403, body: forbidden })).toEqual({
      key: 'folio:backendProblem',
      vars: { status: 403 },
    })
    expect(
      authErrorText({ status: 403, body: forbidden, messageStatuses: [400, 401, 403] }),
    ).toEqual({ literal: 'Current password is wrong.' })
    expect(authErrorText({ status: 403, body: {}, messageStatuses: [400, 401, 403] })).toEqual({
      literal: '403',
    })
  })

  it('gives the backend-problem key with the status for other statuses', () => {
    const body = { errors: [{ message: 'Something went wrong.' }] }
    expect(authErrorText({ status: 500, body })).toEqual({
      key: 'folio:backendProblem',
      vars: { status: 500 },
    })
    expect(authErrorText({ status: 429, body: {} })).toEqual({
      key: 'folio:backendProblem',
      vars: { status: 429 },
    })
    expect(authErrorText({ status: 401, body, messageStatuses: [400] })).toEqual({
      key: 'folio:backendProblem',
      vars: { status: 401 },
    })
  })
})

describe('networkErrorText and statusErrorText', () => {
  it('carry the detail and the status', () => {
    expect(networkErrorText('Failed to fetch')).toEqual({
      key: 'folio:networkError',
      vars: { detail: 'Failed to fetch' },
    })
    expect(statusErrorText(502)).toEqual({
      key: 'folio:requestFailedWithStatus',
      vars: { status: 502 },
    })
  })
})
