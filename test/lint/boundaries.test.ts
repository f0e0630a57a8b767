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

interface BoundaryCase {
  /** The rule of docs/ARCHITECTURE.md the case checks. */
  rule: string
  /** The path the import line is linted under. */
  file: string
  /** The import line, which binds `imported`. */
  imports: string
  /** Fragments of the boundary messages lint reports, in order; none: the import is allowed. */
  expected: string[]
}

const harness = "import { renderInput as imported } from '../../../admin/test-support/render-input'"
const contract = "import { adminRoutes as imported } from '../../../shared/routes'"

const cases: BoundaryCase[] = [
  {
    rule: 'a core admin file may not import a plugin’s admin code (only the extension API knows plugins)',
    file: 'src/admin/routes/document/fixture.tsx',
    imports: "import { LockModals as imported } from '../../../plugins/locking/admin/LockModals'",
    expected: ['Core admin code must not import plugins'],
  },
  {
    rule: 'a core admin file may not import a plugin’s admin code (only the extension API knows plugins)',
    file: 'src/admin/routes/document/fixture.tsx',
    imports: "import { lockingAdmin as imported } from '../../../plugins/locking/admin'",
    expected: ['Core admin code must not import plugins'],
  },
  {
    rule: 'the composition root may import a plugin’s admin/index.ts, and nothing deeper',
    file: 'src/admin/app/plugins.ts',
    imports: "import { lockingAdmin as imported } from '../../plugins/locking/admin'",
    expected: [],
  },
  {
    rule: 'the composition root may import a plugin’s admin/index.ts, and nothing deeper',
    file: 'src/admin/app/plugins.ts',
    imports: "import { LockModals as imported } from '../../plugins/locking/admin/LockModals'",
    expected: ['The composition root imports each plugin'],
  },
  {
    rule: 'a plugin’s admin code may import the extension API, not core internals',
    file: 'src/plugins/locking/admin/fixture.ts',
    imports: "import { api as imported } from '../../../admin/data/http'",
    expected: ['may import only the extension API'],
  },
  {
    rule: 'a plugin’s admin code may import the extension API, not core internals',
    file: 'src/plugins/locking/admin/fixture.ts',
    imports: "import { api as imported } from '../../../admin/extend/data'",
    expected: [],
  },
  {
    rule: 'a plugin’s admin code may import the extension API, not core internals',
    file: 'test/plugins/sample/admin/fixture.ts',
    imports: "import { Panel as imported } from '../../../../src/admin/ui/Panel'",
    expected: ['may import only the extension API'],
  },
  {
    rule: 'a plugin’s admin tests may also import the test harnesses, its other code may not',
    file: 'src/plugins/richtext/admin/fixture.test.tsx',
    imports: harness,
    expected: [],
  },
  {
    rule: 'a plugin’s admin tests may also import the test harnesses, its other code may not',
    file: 'src/plugins/richtext/admin/fixture.tsx',
    imports: harness,
    expected: ['Only tests (*.test.ts, *.test.tsx) import', 'may import only the extension API'],
  },
  {
    rule: 'a plugin’s admin tests may also import the test harnesses, its other code may not',
    file: 'src/plugins/richtext/admin/fixture.test.tsx',
    imports: "import { I18nProvider as imported } from '../../../admin/i18n/I18nProvider'",
    expected: ['may import only the extension API'],
  },
  {
    rule: 'a plugin may use another plugin only through its index files',
    file: 'src/plugins/invitations/server/fixture.ts',
    imports: "import { authThrottleOf as imported } from '../../lockout/server/auth-throttle'",
    expected: ['only through its server/index.ts, shared/index.ts or admin/index.ts'],
  },
  {
    rule: 'a plugin may use another plugin only through its index files',
    file: 'src/plugins/invitations/server/fixture.ts',
    imports: "import { authThrottleOf as imported } from '../../lockout/server'",
    expected: [],
  },
  {
    rule: 'a plugin may use another plugin only through its index files',
    file: 'src/plugins/auth/admin/fixture.ts',
    imports: "import { isPendingInvitation as imported } from '../../invitations/shared'",
    expected: [],
  },
  {
    rule: 'the sample site of the live preview imports only src/shared, and nothing imports it',
    file: 'src/preview/fixture.tsx',
    imports: "import { isAllowedLinkUrl as imported } from '../shared/rich-text'",
    expected: [],
  },
  {
    rule: 'the sample site of the live preview imports only src/shared, and nothing imports it',
    file: 'src/preview/fixture.tsx',
    imports: "import { Panel as imported } from '../admin/ui/Panel'",
    expected: ['The sample site (src/preview) is a front end of its own'],
  },
  {
    rule: 'the sample site of the live preview imports only src/shared, and nothing imports it',
    file: 'src/server/fixture.ts',
    imports: "import { parseRoute as imported } from '../preview/route'",
    expected: ['Nothing imports the sample site'],
  },
  {
    rule: 'core server code names no plugin and no content model: the composition (src/folio) imports them',
    file: 'src/server/fixture.ts',
    imports: "import { CLIENT_ADDRESS_HEADER as imported } from './kit/request-headers'",
    expected: [],
  },
  {
    rule: 'core server code names no plugin and no content model: the composition (src/folio) imports them',
    file: 'src/server/fixture.ts',
    imports: "import { LOCK_REASONS as imported } from '../plugins/lockout/shared'",
    expected: ['Core server code must not import plugins'],
  },
  {
    rule: 'core server code names no plugin and no content model: the composition (src/folio) imports them',
    file: 'src/server/kit/fixture.ts',
    imports: "import { conditions as imported } from '../../content/conditions'",
    expected: ['must not import the content model or the composition'],
  },
  {
    rule: 'core server code names no plugin and no content model: the composition (src/folio) imports them',
    file: 'src/server/fixture.ts',
    imports: "import { folioConfig as imported } from '../folio/folio-config'",
    expected: ['must not import the content model or the composition'],
  },
  {
    rule: 'the content model and plugins use the server only through its kit',
    file: 'src/plugins/lockout/server/fixture.ts',
    imports:
      "import { CLIENT_ADDRESS_HEADER as imported } from '../../../server/kit/request-headers'",
    expected: [],
  },
  {
    rule: 'the content model and plugins use the server only through its kit',
    file: 'src/plugins/lockout/server/fixture.ts',
    imports: "import { loadEnv as imported } from '../../../server/env'",
    expected: ['only through its kit'],
  },
  {
    rule: 'the content model and plugins use the server only through its kit',
    file: 'src/content/hooks/fixture.ts',
    imports: "import { withDatabaseScope as imported } from '../../server/db/sqlite-write-gate'",
    expected: ['only through its kit'],
  },
  {
    rule: 'the content model and plugins use the server only through its kit',
    file: 'src/plugins/seo/server/fixture.ts',
    imports: "import { posts as imported } from '../../../content/collections/posts'",
    expected: ['A plugin must not import the content model'],
  },
  {
    rule: 'the content model and plugins use the server only through its kit',
    file: 'src/content/fixture.ts',
    imports: "import { folioConfig as imported } from '../folio/folio-config'",
    expected: ['must not import the composition'],
  },
  {
    rule: 'core admin code does not import the content model; the composition root names its conditions',
    file: 'src/admin/forms/fixture.ts',
    imports: "import { conditions as imported } from '../../content/conditions'",
    expected: ['Core admin code must not import the content model'],
  },
  {
    rule: 'core admin code does not import the content model; the composition root names its conditions',
    file: 'src/admin/app/plugins.ts',
    imports: "import { conditions as imported } from '../../content/conditions'",
    expected: [],
  },
  {
    rule: 'core admin code does not import the content model; the composition root names its conditions',
    file: 'src/admin/app/plugins.ts',
    imports: "import { posts as imported } from '../../content/collections/posts'",
    expected: ['The composition root imports the content model'],
  },
  {
    rule: 'uploads sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/uploads/fixture.ts',
    imports: "import { Component as imported } from '../routes/collection-list/route'",
    expected: ['Fields, forms, uploads, host and extend must not import routes or app'],
  },
  {
    rule: 'uploads sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/ui/fixture.ts',
    imports: "import { areaBetween as imported } from '../uploads/crop'",
    expected: ['Lower admin layers must not import fields, forms, uploads'],
  },
  {
    rule: 'uploads sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/forms/fixture.ts',
    imports: "import { areaBetween as imported } from '../uploads/crop'",
    expected: [],
  },
  {
    rule: 'only tests import the test harnesses, and the harnesses import no route or app code',
    file: 'src/admin/forms/fixture.tsx',
    imports: "import { renderInput as imported } from '../test-support/render-input'",
    expected: ['Only tests (*.test.ts, *.test.tsx) import'],
  },
  {
    rule: 'only tests import the test harnesses, and the harnesses import no route or app code',
    file: 'src/admin/forms/fixture.test.tsx',
    imports: "import { renderInput as imported } from '../test-support/render-input'",
    expected: [],
  },
  {
    rule: 'only tests import the test harnesses, and the harnesses import no route or app code',
    file: 'src/admin/test-support/fixture.tsx',
    imports: "import { Component as imported } from '../routes/collection-list/route'",
    expected: ['The test harnesses render fields and forms'],
  },
  {
    rule: 'core admin code renders plugins from host/; extend/ is only for plugins',
    file: 'src/admin/routes/document/fixture.tsx',
    imports: "import { api as imported } from '../../extend/data'",
    expected: ['Core admin code must not import src/admin/extend'],
  },
  {
    rule: 'core admin code renders plugins from host/; extend/ is only for plugins',
    file: 'src/admin/virtual-fixture.ts',
    imports: "import type { AdminPlugin as imported } from './extend'",
    expected: ['Core admin code must not import src/admin/extend'],
  },
  {
    rule: 'core admin code renders plugins from host/; extend/ is only for plugins',
    file: 'src/admin/routes/document/fixture.tsx',
    imports: "import { Slot as imported } from '../../host/Slot'",
    expected: [],
  },
  {
    rule: 'core admin code renders plugins from host/; extend/ is only for plugins',
    file: 'src/plugins/seo/admin/fixture.ts',
    imports: "import { Slot as imported } from '../../../admin/host/Slot'",
    expected: ['may import only the extension API'],
  },
  {
    rule: 'host/ and extend/ sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/host/fixture.ts',
    imports: "import { Component as imported } from '../routes/collection-list/route'",
    expected: ['Fields, forms, uploads, host and extend must not import routes or app'],
  },
  {
    rule: 'host/ and extend/ sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/extend/fixture.ts',
    imports: "import { Shell as imported } from '../app/Shell'",
    expected: ['Fields, forms, uploads, host and extend must not import routes or app'],
  },
  {
    rule: 'host/ and extend/ sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/lib/fixture.ts',
    imports: "import { lazyPart as imported } from '../host/lazy-part'",
    expected: ['Lower admin layers must not import fields, forms, uploads, host'],
  },
  {
    rule: 'host/ and extend/ sit with fields and forms: below routes and the app, above the building blocks',
    file: 'src/admin/forms/fixture.ts',
    imports: "import { lazyPart as imported } from '../host/lazy-part'",
    expected: [],
  },
  {
    rule: 'src/shared is part of the extension API: both halves of a plugin may import it',
    file: 'src/plugins/seo/admin/fixture.ts',
    imports: contract,
    expected: [],
  },
  {
    rule: 'src/shared is part of the extension API: both halves of a plugin may import it',
    file: 'src/plugins/seo/server/fixture.ts',
    imports: contract,
    expected: [],
  },
]

/** A case's title: its rule, what it imports where, and whether lint lets it. */
function title({ rule, file, imports, expected }: BoundaryCase): string {
  const source = /from '([^']+)'/.exec(imports)?.[1] ?? imports
  return `${rule}: ${file} importing ${source} is ${expected.length === 0 ? 'allowed' : 'refused'}`
}

describe('lint keeps the extension API’s boundaries', () => {
  it.each(cases.map((c): [string, BoundaryCase] => [title(c), c]))(
    '%s',
    async (_title, { file, imports, expected }) => {
      expect(await boundaryErrors(file, imports)).toEqual(
        expected.map((m) => expect.stringContaining(m)),
      )
    },
  )
})
