import { isEmpty, type ValidationResult } from './validation'

/**
 * The password rules (docs/behaviour.md §5): a minimum length, a minimum number of character classes, and a
 * minimum strength score (0-4, docs/behaviour.md §5's estimator) that only the server and a loaded estimator
 * can check. Configured in the `password-policy` plugin; the admin gets it in the client config.
 */
export interface PasswordPolicy {
  /** Characters (Unicode code points), at least 1. */
  minLength: number
  /** How many of the four classes (lowercase, uppercase, digits, special) must appear, 0-4. */
  minCharacterClasses: number
  /** Passwords the estimator scores below this are refused, 0-4 (0 switches it off). */
  minScore: number
}

/**
 * 12 characters from 3 of the 4 classes, and not one an attacker guesses early (score 2 and up:
 * more than about 10^6 guesses). The README says why.
 */
export const PASSWORD_POLICY_DEFAULTS: PasswordPolicy = {
  minLength: 12,
  minCharacterClasses: 3,
  minScore: 2,
}

/** Any non-empty password: for a server that enforces no policy. */
export const NO_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 1,
  minCharacterClasses: 0,
  minScore: 0,
}

/** docs/behaviour.md §3, "Password rule result". */
export interface PasswordRuleResult {
  minLength: boolean
  lowerCase: boolean
  upperCase: boolean
  numbers: boolean
  specialCharacters: boolean
}

export type CharacterClass = Exclude<keyof PasswordRuleResult, 'minLength'>

export const CHARACTER_CLASSES: readonly CharacterClass[] = [
  'lowerCase',
  'upperCase',
  'numbers',
  'specialCharacters',
]

const CLASS_PATTERNS: Record<CharacterClass, RegExp> = {
  lowerCase: /\p{Ll}/u,
  upperCase: /\p{Lu}/u,
  numbers: /\p{Nd}/u,
  // Space and punctuation, and any other symbol that is neither a letter nor a digit.
  specialCharacters: /[^\p{L}\p{N}]/u,
}

/** The message keys (Folio's, registered on the server by the plugin too). */
export const PASSWORD_MESSAGE_KEYS = {
  invalid: 'folio:passwordInvalid',
  required: 'folio:passwordRequired',
} as const

/** Which rules a password meets. Length counts code points, so an emoji is one character. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRuleResult {
  return {
    minLength: [...password].length >= policy.minLength,
    lowerCase: CLASS_PATTERNS.lowerCase.test(password),
    upperCase: CLASS_PATTERNS.upperCase.test(password),
    numbers: CLASS_PATTERNS.numbers.test(password),
    specialCharacters: CLASS_PATTERNS.specialCharacters.test(password),
  }
}

export function countCharacterClasses(result: PasswordRuleResult): number {
  return CHARACTER_CLASSES.filter((c) => result[c]).length
}

/** The length and class rules together (the score is checked apart, where an estimator runs). */
export function meetsPolicy(result: PasswordRuleResult, policy: PasswordPolicy): boolean {
  return result.minLength && countCharacterClasses(result) >= policy.minCharacterClasses
}

/**
 * A new password: 'Password is required.' when empty and required, 'Password does not meet
 * requirements.' when a rule fails, including a known `score` below the policy's minimum.
 */
export function validatePassword(
  value: unknown,
  options: { policy: PasswordPolicy; isRequired: boolean; score?: number },
): ValidationResult {
  if (isEmpty(value)) return options.isRequired ? { key: PASSWORD_MESSAGE_KEYS.required } : true
  if (typeof value !== 'string') return { key: PASSWORD_MESSAGE_KEYS.invalid }
  if (!meetsPolicy(checkPassword(value, options.policy), options.policy))
    return { key: PASSWORD_MESSAGE_KEYS.invalid }
  if (options.score !== undefined && options.score < options.policy.minScore)
    return { key: PASSWORD_MESSAGE_KEYS.invalid }
  return true
}

const clampInt = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback

/** A policy from partial options: out-of-range or missing values take the defaults. */
export function resolvePasswordPolicy(options: Partial<PasswordPolicy> = {}): PasswordPolicy {
  const d = PASSWORD_POLICY_DEFAULTS
  return {
    minLength: clampInt(options.minLength, 1, 1024, d.minLength),
    minCharacterClasses: clampInt(
      options.minCharacterClasses,
      0,
      CHARACTER_CLASSES.length,
      d.minCharacterClasses,
    ),
    minScore: clampInt(options.minScore, 0, 4, d.minScore),
  }
}
