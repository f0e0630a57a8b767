import { describe, expect, it } from 'vitest'
import { fixtureEslint as eslint } from './fixture-eslint'

// The import boundaries of docs/ARCHITECTURE.md, checked by lint: each rule fires on a file that
// breaks it, and stays quiet on the allowed import next to it. The files are linted as text under
// the paths named (they need not exist); the modules they import do.

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported\n`, {
    filePath,
  })
  return result!.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message)
}

describe('lint keeps the extension API’s boundaries', () => {
  it('a core admin file may not import a plugin’s admin code (only the extension API knows plugins)', async () => {
    expect(
      await boundaryErrors(
        'src/admin/routes/document/fixture.tsx',
        "import { LockModals as imported } from '../../../plugins/locking/admin/LockModals'",
      ),
    ).toEqual([expect.stringContaining('Core admin code must not import plugins')])
    expect(
      await boundaryErrors(
        'src/admin/routes/document/fixture.tsx',
        "import { lockingAdmin as imported } from '../../../plugins/locking/admin'",
      ),
    ).toHaveLength(1)
  })

  it('the composition root may import a plugin’s admin/index.ts, and nothing deeper', async () => {
    expect(
      await boundaryErrors(
        'src/admin/app/plugins.ts',
        "import { lockingAdmin as imported } from '../../plugins/locking/admin'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/admin/app/plugins.ts',
        "import { LockModals as imported } from '../../plugins/locking/admin/LockModals'",
      ),
    ).toEqual([expect.stringContaining('The composition root imports each plugin')])
  })

  it('a plugin’s admin code may import the extension API, not core internals', async () => {
    expect(
      await boundaryErrors(
        'src/plugins/locking/admin/fixture.ts',
        "import { api as imported } from '../../../admin/data/http'",
      ),
    ).toEqual([expect.stringContaining('may import only the extension API')])
    expect(
      await boundaryErrors(
        'src/plugins/locking/admin/fixture.ts',
        "import { api as imported } from '../../../admin/extend/data'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'test/plugins/sample/admin/fixture.ts',
        "import { Panel as imported } from '../../../../src/admin/ui/Panel'",
      ),
    ).toEqual([expect.stringContaining('may import only the extension API')])
  })

  it('a plugin’s admin tests may also import the test harnesses, its other code may not', async () => {
    const harness =
      "import { renderInput as imported } from '../../../admin/test-support/render-input'"
    expect(await boundaryErrors('src/plugins/richtext/admin/fixture.test.tsx', harness)).toEqual([])
    expect(await boundaryErrors('src/plugins/richtext/admin/fixture.tsx', harness)).toEqual([
      expect.stringContaining('Only tests (*.test.ts, *.test.tsx) import'),
      expect.stringContaining('may import only the extension API'),
    ])
    expect(
      await boundaryErrors(
        'src/plugins/richtext/admin/fixture.test.tsx',
        "import { I18nProvider as imported } from '../../../admin/i18n/I18nProvider'",
      ),
    ).toEqual([expect.stringContaining('may import only the extension API')])
  })

  it('a plugin may use another plugin only through its index files', async () => {
    expect(
      await boundaryErrors(
        'src/plugins/invitations/server/fixture.ts',
        "import { authThrottleOf as imported } from '../../lockout/server/auth-throttle'",
      ),
    ).toEqual([
      expect.stringContaining(
        'only through its server/index.ts, shared/index.ts or admin/index.ts',
      ),
    ])
    expect(
      await boundaryErrors(
        'src/plugins/invitations/server/fixture.ts',
        "import { authThrottleOf as imported } from '../../lockout/server'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/plugins/auth/admin/fixture.ts',
        "import { isPendingInvitation as imported } from '../../invitations/shared'",
      ),
    ).toEqual([])
  })

  it('the sample site of the live preview imports only src/shared, and nothing imports it', async () => {
    expect(
      await boundaryErrors(
        'src/preview/fixture.tsx',
        "import { isAllowedLinkUrl as imported } from '../shared/rich-text'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/preview/fixture.tsx',
        "import { Panel as imported } from '../admin/ui/Panel'",
      ),
    ).toEqual([expect.stringContaining('The sample site (src/preview) is a front end of its own')])
    expect(
      await boundaryErrors(
        'src/server/fixture.ts',
        "import { parseRoute as imported } from '../preview/route'",
      ),
    ).toEqual([expect.stringContaining('Nothing imports the sample site')])
  })

  it('core server code names no plugin and no content model: the composition (src/folio) imports them', async () => {
    expect(
      await boundaryErrors(
        'src/server/fixture.ts',
        "import { CLIENT_ADDRESS_HEADER as imported } from './kit/request-headers'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/server/fixture.ts',
        "import { LOCK_REASONS as imported } from '../plugins/lockout/shared'",
      ),
    ).toEqual([expect.stringContaining('Core server code must not import plugins')])
    expect(
      await boundaryErrors(
        'src/server/kit/fixture.ts',
        "import { conditions as imported } from '../../content/conditions'",
      ),
    ).toEqual([expect.stringContaining('must not import the content model or the composition')])
    expect(
      await boundaryErrors(
        'src/server/fixture.ts',
        "import { folioConfig as imported } from '../folio/folio-config'",
      ),
    ).toEqual([expect.stringContaining('must not import the content model or the composition')])
  })

  it('the content model and plugins use the server only through its kit', async () => {
    expect(
      await boundaryErrors(
        'src/plugins/lockout/server/fixture.ts',
        "import { CLIENT_ADDRESS_HEADER as imported } from '../../../server/kit/request-headers'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/plugins/lockout/server/fixture.ts',
        "import { loadEnv as imported } from '../../../server/env'",
      ),
    ).toEqual([expect.stringContaining('only through its kit')])
    expect(
      await boundaryErrors(
        'src/content/hooks/fixture.ts',
        "import { withDatabaseScope as imported } from '../../server/db/sqlite-write-gate'",
      ),
    ).toEqual([expect.stringContaining('only through its kit')])
    expect(
      await boundaryErrors(
        'src/plugins/seo/server/fixture.ts',
        "import { posts as imported } from '../../../content/collections/posts'",
      ),
    ).toEqual([expect.stringContaining('A plugin must not import the content model')])
    expect(
      await boundaryErrors(
        'src/content/fixture.ts',
        "import { folioConfig as imported } from '../folio/folio-config'",
      ),
    ).toEqual([expect.stringContaining('must not import the composition')])
  })

  it('core admin code does not import the content model; the composition root names its conditions', async () => {
    expect(
      await boundaryErrors(
        'src/admin/forms/fixture.ts',
        "import { conditions as imported } from '../../content/conditions'",
      ),
    ).toEqual([expect.stringContaining('Core admin code must not import the content model')])
    expect(
      await boundaryErrors(
        'src/admin/app/plugins.ts',
        "import { conditions as imported } from '../../content/conditions'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/admin/app/plugins.ts',
        "import { posts as imported } from '../../content/collections/posts'",
      ),
    ).toEqual([expect.stringContaining('The composition root imports the content model')])
  })

  it('uploads sit with fields and forms: below routes and the app, above the building blocks', async () => {
    expect(
      await boundaryErrors(
        'src/admin/uploads/fixture.ts',
        "import { Component as imported } from '../routes/collection-list/route'",
      ),
    ).toEqual([expect.stringContaining('Fields, forms and uploads must not import routes or app')])
    expect(
      await boundaryErrors(
        'src/admin/ui/fixture.ts',
        "import { areaBetween as imported } from '../uploads/crop'",
      ),
    ).toEqual([
      expect.stringContaining('Lower admin layers must not import fields, forms, uploads'),
    ])
    expect(
      await boundaryErrors(
        'src/admin/forms/fixture.ts',
        "import { areaBetween as imported } from '../uploads/crop'",
      ),
    ).toEqual([])
  })

  it('only tests import the test harnesses, and the harnesses import no route or app code', async () => {
    expect(
      await boundaryErrors(
        'src/admin/forms/fixture.tsx',
        "import { renderInput as imported } from '../test-support/render-input'",
      ),
    ).toEqual([expect.stringContaining('Only tests (*.test.ts, *.test.tsx) import')])
    expect(
      await boundaryErrors(
        'src/admin/forms/fixture.test.tsx',
        "import { renderInput as imported } from '../test-support/render-input'",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/admin/test-support/fixture.tsx',
        "import { Component as imported } from '../routes/collection-list/route'",
      ),
    ).toEqual([expect.stringContaining('The test harnesses render fields and forms')])
  })

  it('src/shared is part of the extension API: both halves of a plugin may import it', async () => {
    const contract = "import { adminRoutes as imported } from '../../../shared/routes'"
    expect(await boundaryErrors('src/plugins/seo/admin/fixture.ts', contract)).toEqual([])
    expect(await boundaryErrors('src/plugins/seo/server/fixture.ts', contract)).toEqual([])
  })
})
