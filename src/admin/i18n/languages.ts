import type { Language } from '@payloadcms/translations'
import { mergedLoaders, packLoaders } from './pack-loaders'

type Translations = Language['translations']

/**
 * One lazy loader per admin language Payload ships: only the chosen language is downloaded.
 * Folio's own strings are catalogs beside their code (`folio/`, the plugins' `admin/strings/`).
 */
export const payloadLanguageLoaders: Record<string, () => Promise<Translations>> = {
  ar: () => import('@payloadcms/translations/languages/ar').then((m) => m.ar.translations),
  az: () => import('@payloadcms/translations/languages/az').then((m) => m.az.translations),
  bg: () => import('@payloadcms/translations/languages/bg').then((m) => m.bg.translations),
  'bn-BD': () => import('@payloadcms/translations/languages/bnBd').then((m) => m.bnBd.translations),
  'bn-IN': () => import('@payloadcms/translations/languages/bnIn').then((m) => m.bnIn.translations),
  ca: () => import('@payloadcms/translations/languages/ca').then((m) => m.ca.translations),
  cs: () => import('@payloadcms/translations/languages/cs').then((m) => m.cs.translations),
  da: () => import('@payloadcms/translations/languages/da').then((m) => m.da.translations),
  de: () => import('@payloadcms/translations/languages/de').then((m) => m.de.translations),
  en: () => import('@payloadcms/translations/languages/en').then((m) => m.en.translations),
  es: () => import('@payloadcms/translations/languages/es').then((m) => m.es.translations),
  et: () => import('@payloadcms/translations/languages/et').then((m) => m.et.translations),
  fa: () => import('@payloadcms/translations/languages/fa').then((m) => m.fa.translations),
  fr: () => import('@payloadcms/translations/languages/fr').then((m) => m.fr.translations),
  he: () => import('@payloadcms/translations/languages/he').then((m) => m.he.translations),
  hr: () => import('@payloadcms/translations/languages/hr').then((m) => m.hr.translations),
  hu: () => import('@payloadcms/translations/languages/hu').then((m) => m.hu.translations),
  hy: () => import('@payloadcms/translations/languages/hy').then((m) => m.hy.translations),
  id: () => import('@payloadcms/translations/languages/id').then((m) => m.id.translations),
  is: () => import('@payloadcms/translations/languages/is').then((m) => m.is.translations),
  it: () => import('@payloadcms/translations/languages/it').then((m) => m.it.translations),
  ja: () => import('@payloadcms/translations/languages/ja').then((m) => m.ja.translations),
  ko: () => import('@payloadcms/translations/languages/ko').then((m) => m.ko.translations),
  lt: () => import('@payloadcms/translations/languages/lt').then((m) => m.lt.translations),
  lv: () => import('@payloadcms/translations/languages/lv').then((m) => m.lv.translations),
  my: () => import('@payloadcms/translations/languages/my').then((m) => m.my.translations),
  nb: () => import('@payloadcms/translations/languages/nb').then((m) => m.nb.translations),
  nl: () => import('@payloadcms/translations/languages/nl').then((m) => m.nl.translations),
  pl: () => import('@payloadcms/translations/languages/pl').then((m) => m.pl.translations),
  pt: () => import('@payloadcms/translations/languages/pt').then((m) => m.pt.translations),
  ro: () => import('@payloadcms/translations/languages/ro').then((m) => m.ro.translations),
  rs: () => import('@payloadcms/translations/languages/rs').then((m) => m.rs.translations),
  'rs-latin': () =>
    import('@payloadcms/translations/languages/rsLatin').then((m) => m.rsLatin.translations),
  ru: () => import('@payloadcms/translations/languages/ru').then((m) => m.ru.translations),
  sk: () => import('@payloadcms/translations/languages/sk').then((m) => m.sk.translations),
  sl: () => import('@payloadcms/translations/languages/sl').then((m) => m.sl.translations),
  sv: () => import('@payloadcms/translations/languages/sv').then((m) => m.sv.translations),
  ta: () => import('@payloadcms/translations/languages/ta').then((m) => m.ta.translations),
  th: () => import('@payloadcms/translations/languages/th').then((m) => m.th.translations),
  tr: () => import('@payloadcms/translations/languages/tr').then((m) => m.tr.translations),
  uk: () => import('@payloadcms/translations/languages/uk').then((m) => m.uk.translations),
  vi: () => import('@payloadcms/translations/languages/vi').then((m) => m.vi.translations),
  zh: () => import('@payloadcms/translations/languages/zh').then((m) => m.zh.translations),
  'zh-TW': () => import('@payloadcms/translations/languages/zhTw').then((m) => m.zhTw.translations),
}

/** Folio's own strings by language, with the password policy's messages (a catalog of their own). */
export const folioLanguageLoaders = mergedLoaders(
  packLoaders(
    () => import('./folio/en').then((m) => m.folioEn),
    import.meta.glob('./folio/*.json', { import: 'default' }),
  ),
  packLoaders(
    () => import('../../shared/password-messages/en').then((m) => m.passwordMessagesEn),
    import.meta.glob('../../shared/password-messages/*.json', { import: 'default' }),
  ),
)

export const SUPPORTED_LANGUAGES = Object.keys(payloadLanguageLoaders)
export const DEFAULT_LANGUAGE = 'de'
