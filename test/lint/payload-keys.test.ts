import { describe, expect, it } from 'vitest'
import { fixtureEslint as eslint } from './fixture-eslint'

// The admin build keeps only the Payload strings named in full (vite-plugins/used-payload-strings.ts):
// lint refuses a Payload key built at run time, and lets Folio's own keys be built.

async function messages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/admin/ui/Example.ts' })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('lint keeps Payload string keys whole', () => {
  it('refuses a Payload key built at run time', async () => {
    const found = await messages(
      'declare const t: (k: string) => string\ndeclare const n: string\nexport const a = t(`general:${n}`)\n',
    )
    expect(found).toEqual([expect.stringContaining('Name a Payload string key in full')])
  })

  it('lets a Payload key written in full and a Folio key built at run time be', async () => {
    const found = await messages(
      "declare const t: (k: string) => string\ndeclare const n: string\nexport const a = t('general:save')\nexport const b = t(`folio:${n}`)\n",
    )
    expect(found).toEqual([])
  })
})
