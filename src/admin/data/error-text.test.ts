import { describe, expect, it } from 'vitest'
import folioDe from '../i18n/folio/de.json'
import { folioEn } from '../i18n/folio/en'
import { createT } from '../i18n/translate'
import { authErrorMessage, requestErrorMessage } from './error-text'
import { HttpError, NetworkError } from './http'

const en = createT({ folio: folioEn }, {})
const de = createT({ folio: folioDe }, {})

describe('authErrorMessage (sign-in, reset, change password)', () => {
  it('shows the first server message for 401 and 400, or the status number', () => {
    expect(
      authErrorMessage(
        new HttpError(401, {
          errors: [{ message: 'The email or password provided is incorrect.' }],
        }),
        en,
      ),
    ).toBe('The email or password provided is incorrect.')
    expect(authErrorMessage(new HttpError(400, {}), en)).toBe('400')
  })

  it('shows 403 messages only where asked (change password)', () => {
    const forbidden = new HttpError(403, { errors: [{ message: 'Nope' }] })
    expect(authErrorMessage(forbidden, en)).toBe('There was a ploblem with the backend. (403)')
    expect(authErrorMessage(forbidden, en, [400, 401, 403])).toBe('Nope')
  })

  it('shows the backend problem text, spelled as the spec has it, for other statuses', () => {
    expect(
      authErrorMessage(new HttpError(500, { errors: [{ message: 'secret detail' }] }), en),
    ).toBe('There was a ploblem with the backend. (500)')
    expect(authErrorMessage(new HttpError(502, undefined), de)).toBe(
      'Es gab ein Problem mit dem Backend. (502)',
    )
  })

  it('shows Network error with the detail when no response came', () => {
    expect(authErrorMessage(new NetworkError('network', 'Failed to fetch'), en)).toBe(
      'Network error: Failed to fetch',
    )
    expect(authErrorMessage(new NetworkError('network', ''), en)).toBe(
      'Network error: Network Error',
    )
    expect(authErrorMessage(new NetworkError('aborted', 'Request aborted'), en)).toBe(
      'Network error: Request aborted',
    )
    expect(authErrorMessage(new NetworkError('timeout', 'x', 30000), en)).toBe(
      'Network error: Timeout of 30000ms exceeded',
    )
    expect(authErrorMessage(new NetworkError('network', 'Failed to fetch'), de)).toBe(
      'Netzwerkfehler: Failed to fetch',
    )
  })
})

describe('requestErrorMessage (other requests)', () => {
  it('prefers the server message and falls back to the status text', () => {
    expect(
      requestErrorMessage(
        new HttpError(400, { errors: [{ message: 'The following field is invalid: title' }] }),
        en,
      ),
    ).toBe('The following field is invalid: title')
    expect(requestErrorMessage(new HttpError(404, undefined), en)).toBe(
      'Request failed with status code 404',
    )
  })
})
