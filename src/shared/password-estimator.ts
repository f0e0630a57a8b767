import type { TranslationKeys } from '@zxcvbn-ts/core'
import { scoreFromGuesses, type StrengthScore } from './password-strength'

/**
 * The strength estimator (zxcvbn-ts with the common, English and German dictionaries). Heavy
 * (about 2 MB of word lists): the packages are imported only when an estimator is created, on
 * the server at the first password it checks, in the admin (lazy chunks) when a new-password
 * field is shown. zxcvbn's feedback comes back as its translation keys (its
 * default), which the admin translates with Folio's strings.
 */

export type PasswordWarning = keyof TranslationKeys['warnings']
export type PasswordSuggestion = keyof TranslationKeys['suggestions']

export interface PasswordEstimate {
  guesses: number
  /** docs/behaviour.md §5's scale, computed from the guesses here (zxcvbn-ts's own thresholds agree). */
  score: StrengthScore
  warning: PasswordWarning | null
  suggestions: PasswordSuggestion[]
}

export type PasswordEstimator = (password: string, userInputs?: string[]) => PasswordEstimate

/** Characters looked at: enough for any password a person types, and the cost stays bounded. */
const ESTIMATED_LENGTH = 128

export async function createPasswordEstimator(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, en, de] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
  ])
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    // zxcvbn-ts tries up to 100 l33t spellings by default; at 10 a 32-character password takes
    // about 20 ms instead of 300 ms, and "P@ssw0rd"-style spellings are still found.
    l33tMaxSubstitutions: 10,
  })
  return (password, userInputs = []) => {
    const result = zxcvbn.check(password, userInputs.filter(Boolean))
    return {
      guesses: result.guesses,
      score: scoreFromGuesses(result.guesses),
      warning: (result.feedback.warning as PasswordWarning | null) || null,
      suggestions: result.feedback.suggestions as PasswordSuggestion[],
    }
  }
}
