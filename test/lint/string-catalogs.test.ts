import { describe, expect, it } from 'vitest'
import { CATALOG_LANGUAGES, findCatalogs, problemsOf } from '../../scripts/string-catalogs'
import { catalogProblems } from '../../src/shared/catalog-check'

describe('the string catalogs', async () => {
  const catalogs = await findCatalogs()

  it('are found: the admin core, the plugins’ packs, server messages, emails and labels', () => {
    const dirs = catalogs.map((c) => c.dir)
    for (const dir of [
      'src/admin/i18n/folio',
      'src/admin/forms/new-password/strings',
      'src/plugins/seo/admin/strings',
      'src/server/kit/http-messages',
      'src/plugins/email/translations',
      'src/plugins/video/server/labels',
    ])
      expect(dirs).toContain(dir)
    expect(CATALOG_LANGUAGES).toHaveLength(43)
  })

  it('have every key in every language, non-empty, with the placeholders and plural forms of English', () => {
    const problems = problemsOf(catalogs).map((p) => `${p.dir} ${p.language} ${p.problem}`)
    expect(problems).toEqual([])
  })

  it('report what a language lacks or gets wrong', () => {
    const en = {
      title: 'Hello {{name}}',
      files_one: '{{count}} file',
      files_other: '{{count}} files',
    }
    expect(catalogProblems(en, undefined, 'pl')).toEqual(['the file is missing'])
    expect(
      catalogProblems(
        en,
        { title: 'Witaj', files_one: '{{count}} plik', files_few: '{{count}} pliki', extra: 'x' },
        'pl',
      ),
    ).toEqual([
      'title: placeholders "", English has "{{name}}"',
      'files_many: missing or empty',
      'files_other: missing or empty',
      'extra: not a key of English',
    ])
    expect(catalogProblems(en, { title: ' ', files_other: '{{count}} ファイル' }, 'ja')).toEqual([
      'title: missing or empty',
    ])
  })
})
