import { describe, expect, it } from 'vitest'
import { keptStrings, payloadKeysIn } from './used-payload-strings'

const namespaces = ['general', 'version']

describe('the Payload strings a build keeps', () => {
  it('finds keys named as literals in any quotes, and only of Payload namespaces', () => {
    const code = `t('general:save'); const a = { labelKey: "version:versions" }; t(\`general:cancel\`);
      t('folio:signInTo'); t(\`general:\${name}\`); const url = 'https://general:x@y'`
    expect(payloadKeysIn(code, namespaces)).toEqual([
      'general:save',
      'version:versions',
      'general:cancel',
    ])
  })

  it('keeps exactly the used keys of each namespace, and drops namespaces none is used of', () => {
    const translations = {
      general: { save: 'Save', cancel: 'Cancel', copy: 'Copy' },
      version: { versions: 'Versions' },
      upload: { crop: 'Crop' },
    }
    expect(keptStrings(translations, new Set(['general:save', 'version:versions', 'x:y']))).toEqual(
      { general: { save: 'Save' }, version: { versions: 'Versions' } },
    )
  })
})
