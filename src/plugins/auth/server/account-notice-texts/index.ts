import { catalog } from '../../../../shared/catalog'
import { accountNoticeEn } from './en'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
export const accountNoticeTexts = catalog(
  accountNoticeEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
