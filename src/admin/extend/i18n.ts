// The extension API's strings: the one translation function (a plugin's own keys are `<slug>:key`).
export { useI18n, useT } from '../i18n/I18nProvider'
export { useLabel } from '../i18n/label'
export { languageName } from '../i18n/language-name'
export type { TFunction } from '../i18n/translate'
export { formatDate } from '../fields/date/date-value'
export { useDisplayTimeZone } from '../lib/time-zone'
export { formatRelativeTime } from '../i18n/relative-time'
export { mergedLoaders, packLoaders } from '../i18n/pack-loaders'
