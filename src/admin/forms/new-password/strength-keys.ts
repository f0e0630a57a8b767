import type {
  AttackScenario,
  CrackTime,
  StrengthLevel,
  TimeUnit,
} from '../../../shared/password-strength'
import type { CharacterClass } from '../../../shared/password-policy'
import type { passwordStringsEn } from './strings/en'
import type { TFunction, TranslationKey } from '../../i18n/translate'
import type { PasswordSuggestion, PasswordWarning } from '../../../shared/password-estimator'

type Key = `folio:${keyof typeof passwordStringsEn}`

/** Folio's text for each of zxcvbn-ts's feedback keys (it returns keys, not texts). */
export const WARNING_KEYS = {
  straightRow: 'folio:passwordWarningStraightRow',
  keyPattern: 'folio:passwordWarningKeyPattern',
  simpleRepeat: 'folio:passwordWarningSimpleRepeat',
  extendedRepeat: 'folio:passwordWarningExtendedRepeat',
  sequences: 'folio:passwordWarningSequences',
  recentYears: 'folio:passwordWarningRecentYears',
  dates: 'folio:passwordWarningDates',
  topTen: 'folio:passwordWarningTopTen',
  topHundred: 'folio:passwordWarningTopHundred',
  common: 'folio:passwordWarningCommon',
  similarToCommon: 'folio:passwordWarningSimilarToCommon',
  wordByItself: 'folio:passwordWarningWordByItself',
  namesByThemselves: 'folio:passwordWarningNamesByThemselves',
  commonNames: 'folio:passwordWarningCommonNames',
  userInputs: 'folio:passwordWarningUserInputs',
  pwned: 'folio:passwordWarningPwned',
} as const satisfies Record<PasswordWarning, Key>

export const SUGGESTION_KEYS = {
  l33t: 'folio:passwordSuggestionL33t',
  reverseWords: 'folio:passwordSuggestionReverseWords',
  allUppercase: 'folio:passwordSuggestionAllUppercase',
  capitalization: 'folio:passwordSuggestionCapitalization',
  dates: 'folio:passwordSuggestionDates',
  recentYears: 'folio:passwordSuggestionRecentYears',
  associatedYears: 'folio:passwordSuggestionAssociatedYears',
  sequences: 'folio:passwordSuggestionSequences',
  repeated: 'folio:passwordSuggestionRepeated',
  longerKeyboardPattern: 'folio:passwordSuggestionLongerKeyboardPattern',
  anotherWord: 'folio:passwordSuggestionAnotherWord',
  useWords: 'folio:passwordSuggestionUseWords',
  noNeed: 'folio:passwordSuggestionNoNeed',
  pwned: 'folio:passwordSuggestionPwned',
} as const satisfies Record<PasswordSuggestion, Key>

export const LEVEL_KEYS = {
  veryWeak: 'folio:strengthVeryWeak',
  weak: 'folio:strengthWeak',
  okay: 'folio:strengthOkay',
  secure: 'folio:strengthSecure',
  verySecure: 'folio:strengthVerySecure',
} as const satisfies Record<StrengthLevel, Key>

export const SCENARIO_KEYS = {
  onlineThrottled: 'folio:crackOnlineThrottled',
  onlineUnthrottled: 'folio:crackOnlineUnthrottled',
  offlineSlowHash: 'folio:crackOfflineSlowHash',
  offlineFastHash: 'folio:crackOfflineFastHash',
} as const satisfies Record<AttackScenario, Key>

export const CLASS_KEYS = {
  lowerCase: 'folio:passwordRuleLowerCase',
  upperCase: 'folio:passwordRuleUpperCase',
  numbers: 'folio:passwordRuleNumbers',
  specialCharacters: 'folio:passwordRuleSpecialCharacters',
} as const satisfies Record<CharacterClass, Key>

/** Each unit's plural (with {{count}}), or its one text. */
const TIME_KEYS = {
  lessThanSecond: 'folio:timeLessThanSecond',
  seconds: 'folio:timeSeconds',
  minutes: 'folio:timeMinutes',
  hours: 'folio:timeHours',
  days: 'folio:timeDays',
  months: 'folio:timeMonths',
  years: 'folio:timeYears',
  centuries: 'folio:timeCenturies',
} as const satisfies Record<TimeUnit, TranslationKey>

export function crackTimeText(t: TFunction, time: CrackTime): string {
  return t(TIME_KEYS[time.unit], { count: time.count })
}
