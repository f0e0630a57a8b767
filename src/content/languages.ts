import { ar } from '@payloadcms/translations/languages/ar'
import { az } from '@payloadcms/translations/languages/az'
import { bg } from '@payloadcms/translations/languages/bg'
import { bnBd } from '@payloadcms/translations/languages/bnBd'
import { bnIn } from '@payloadcms/translations/languages/bnIn'
import { ca } from '@payloadcms/translations/languages/ca'
import { cs } from '@payloadcms/translations/languages/cs'
import { da } from '@payloadcms/translations/languages/da'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { et } from '@payloadcms/translations/languages/et'
import { fa } from '@payloadcms/translations/languages/fa'
import { fr } from '@payloadcms/translations/languages/fr'
import { he } from '@payloadcms/translations/languages/he'
import { hr } from '@payloadcms/translations/languages/hr'
import { hu } from '@payloadcms/translations/languages/hu'
import { hy } from '@payloadcms/translations/languages/hy'
import { id } from '@payloadcms/translations/languages/id'
import { is } from '@payloadcms/translations/languages/is'
import { it } from '@payloadcms/translations/languages/it'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { lt } from '@payloadcms/translations/languages/lt'
import { lv } from '@payloadcms/translations/languages/lv'
import { my } from '@payloadcms/translations/languages/my'
import { nb } from '@payloadcms/translations/languages/nb'
import { nl } from '@payloadcms/translations/languages/nl'
import { pl } from '@payloadcms/translations/languages/pl'
import { pt } from '@payloadcms/translations/languages/pt'
import { ro } from '@payloadcms/translations/languages/ro'
import { rs } from '@payloadcms/translations/languages/rs'
import { rsLatin } from '@payloadcms/translations/languages/rsLatin'
import { ru } from '@payloadcms/translations/languages/ru'
import { sk } from '@payloadcms/translations/languages/sk'
import { sl } from '@payloadcms/translations/languages/sl'
import { sv } from '@payloadcms/translations/languages/sv'
import { ta } from '@payloadcms/translations/languages/ta'
import { th } from '@payloadcms/translations/languages/th'
import { tr } from '@payloadcms/translations/languages/tr'
import { uk } from '@payloadcms/translations/languages/uk'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import type { SupportedLanguages } from '@payloadcms/translations'

/** Every admin language Payload ships; the server resolves labels and messages in them. */
export const supportedLanguages = {
  ar,
  az,
  bg,
  'bn-BD': bnBd,
  'bn-IN': bnIn,
  ca,
  cs,
  da,
  de,
  en,
  es,
  et,
  fa,
  fr,
  he,
  hr,
  hu,
  hy,
  id,
  is,
  it,
  ja,
  ko,
  lt,
  lv,
  my,
  nb,
  nl,
  pl,
  pt,
  ro,
  rs,
  'rs-latin': rsLatin,
  ru,
  sk,
  sl,
  sv,
  ta,
  th,
  tr,
  uk,
  vi,
  zh,
  'zh-TW': zhTw,
} satisfies SupportedLanguages
