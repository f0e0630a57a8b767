import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { scoreFromGuesses } from './password-strength'
import { createPasswordEstimator, type PasswordEstimator } from './password-estimator'

let estimate: PasswordEstimator

beforeAll(async () => {
  estimate = await createPasswordEstimator()
})

describe('the strength estimator (zxcvbn-ts, common + en + de)', () => {
  it("uses docs/behaviour.md §5's thresholds, which are zxcvbn-ts's own defaults", () => {
    const zxcvbn = new ZxcvbnFactory()
    for (const password of [
      'a',
      'abc123',
      'Tr0ub4dour&3',
      'correct horse battery',
      'x7Q!kd93Lm#pW2',
    ]) {
      const own = zxcvbn.check(password)
      expect(scoreFromGuesses(own.guesses), password).toBe(own.score)
    }
  })

  it('scores very common passwords, English and German, below 2 and says why', () => {
    for (const password of [
      'password1234',
      'Password1234',
      'Passwort1234',
      'P@ssw0rd1234',
      'qwertzuiop123',
    ]) {
      const result = estimate(password)
      expect(result.score, password).toBeLessThan(2)
      expect(result.warning ?? result.suggestions[0], password).toBeTruthy()
    }
  })

  it('finds German words in the German dictionary', () => {
    for (const word of ['Schmetterling', 'Sonnenschein', 'Fußball'])
      expect(estimate(word).score, word).toBeLessThan(2)
    expect(estimate('Fußball').warning).toBe('wordByItself')
  })

  it('scores the passwords the tests use at 2 or more', () => {
    for (const password of [
      'Admin-pass-123',
      'Owner-pass-2026',
      'Editor-pass-2026',
      'Author-pass-2026',
      'Viewer-pass-2026',
      'Role-pass-123',
      'Bob-pass-1234',
      'Intruder-pass-1',
    ]) {
      expect(estimate(password).score, password).toBeGreaterThanOrEqual(2)
    }
  })

  it('counts the user inputs (email, name) as known words', () => {
    expect(estimate('Editor@example.com', ['editor@example.com']).score).toBeLessThan(2)
  })

  it('estimates a 200-character password quickly (only the first 128 characters count)', () => {
    const started = performance.now()
    const result = estimate('x7Q!kd93Lm'.repeat(20))
    expect(result.score).toBe(4)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
