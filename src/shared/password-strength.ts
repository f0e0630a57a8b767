/**
 * The strength scale of docs/behaviour.md §5 and the attack-time scenarios of docs/behaviour.md §9, apart from the
 * estimator that counts the guesses (zxcvbn-ts, loaded lazily in the admin).
 */

export type StrengthScore = 0 | 1 | 2 | 3 | 4

/** Score n needs at least STRENGTH_THRESHOLDS[n - 1] guesses (docs/behaviour.md §5: 0 below 1005, … else 4). */
export const STRENGTH_THRESHOLDS = [1005, 1_000_005, 100_000_005, 10_000_000_005] as const

export function scoreFromGuesses(guesses: number): StrengthScore {
  const below = STRENGTH_THRESHOLDS.findIndex((threshold) => guesses < threshold)
  return (below === -1 ? 4 : below) as StrengthScore
}

/** The five levels of the meter, by score: Very weak, Weak, Okay, Secure, Very secure. */
export const STRENGTH_LEVELS = ['veryWeak', 'weak', 'okay', 'secure', 'verySecure'] as const
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number]

/** docs/behaviour.md §9: how fast an attacker guesses, in four scenarios. */
export const ATTACK_SCENARIOS = [
  { id: 'onlineThrottled', guessesPerSecond: 100 / 3600 },
  { id: 'onlineUnthrottled', guessesPerSecond: 10 },
  { id: 'offlineSlowHash', guessesPerSecond: 1e4 },
  { id: 'offlineFastHash', guessesPerSecond: 1e10 },
] as const
export type AttackScenario = (typeof ATTACK_SCENARIOS)[number]['id']

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365.25 * DAY
const MONTH = YEAR / 12

/** Largest first; `centuries` is everything from 100 years on (docs/behaviour.md §9). */
const UNITS = [
  { unit: 'years', seconds: YEAR },
  { unit: 'months', seconds: MONTH },
  { unit: 'days', seconds: DAY },
  { unit: 'hours', seconds: HOUR },
  { unit: 'minutes', seconds: MINUTE },
  { unit: 'seconds', seconds: 1 },
] as const

export type TimeUnit = 'lessThanSecond' | (typeof UNITS)[number]['unit'] | 'centuries'

export interface CrackTime {
  unit: TimeUnit
  /** How many of the unit, rounded; 0 for lessThanSecond and centuries. */
  count: number
}

/** A duration as the meter shows it: "less than a second", "3 hours", … "centuries". */
export function crackTime(seconds: number): CrackTime {
  if (!(seconds >= 1)) return { unit: 'lessThanSecond', count: 0 }
  if (seconds >= 100 * YEAR) return { unit: 'centuries', count: 0 }
  const match = UNITS.find((u) => seconds >= u.seconds) ?? UNITS[UNITS.length - 1]!
  return { unit: match.unit, count: Math.round(seconds / match.seconds) }
}

/** The time each scenario needs to try `guesses` passwords. */
export function crackTimes(guesses: number): { scenario: AttackScenario; time: CrackTime }[] {
  return ATTACK_SCENARIOS.map((s) => ({
    scenario: s.id,
    time: crackTime(guesses / s.guessesPerSecond),
  }))
}
