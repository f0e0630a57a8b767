import { readdirSync } from 'node:fs'
import { en } from '@payloadcms/translations/languages/en'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const admin = (dir) => `./src/admin/${dir}`
const pluginSlugs = readdirSync('src/plugins', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
// A plugin is used only through its three doors (docs/ARCHITECTURE.md, 'Sealed plugins').
const PLUGIN_DOORS = ['./server/index.ts', './shared/index.ts', './admin/index.ts']

/**
 * Imports flow one way (docs/ARCHITECTURE.md, 1. Layers): shared ← admin ui/lib/data/i18n ← fields/forms ←
 * routes ← app; the server never imports the admin and the admin never imports the server.
 */
const CORE_ADMIN_NAMES_NO_PLUGIN = {
  target: './src/admin',
  from: './src/plugins',
  message:
    'Core admin code must not import plugins: only src/admin/app/plugins.ts (the composition root) lists them.',
}
const COMPOSITION_ROOT_USES_DOORS = {
  target: './src/admin/app/plugins.ts',
  from: './src/plugins',
  except: pluginSlugs.map((slug) => `./${slug}/admin/index.ts`),
  message: "The composition root imports each plugin's admin/index.ts, nothing else.",
}

const ADMIN_NAMES_NO_CONTENT = {
  target: './src/admin',
  from: './src/content',
  message:
    'Core admin code must not import the content model: only src/admin/app/plugins.ts (the composition root) names its conditions.',
}
const COMPOSITION_ROOT_NAMES_CONDITIONS = {
  ...ADMIN_NAMES_NO_CONTENT,
  except: ['./conditions.ts'],
  message: "The composition root imports the content model's isomorphic conditions, nothing else.",
}

// extend/ is the API plugins import; core imports what it renders from host/ (docs/ARCHITECTURE.md, 5.).
const ONLY_PLUGINS_USE_EXTEND = {
  target: ['./src/admin/!(extend)/**', './src/admin/*.{ts,tsx}'],
  from: admin('extend'),
  message:
    'Core admin code must not import src/admin/extend (the API plugins import): import src/admin/host, or the module extend re-exports.',
}

// The harnesses of src/admin/test-support render the signed-in shell for tests, never for a person.
const ONLY_TESTS_USE_TEST_SUPPORT = {
  target: ['./src/**/!(*.test).{ts,tsx}', './test/plugins/**'],
  from: admin('test-support'),
  message: 'Only tests (*.test.ts, *.test.tsx) import src/admin/test-support.',
}

const PLUGIN_ADMIN_USES_EXTENSION_API = {
  target: ['./src/plugins/*/admin/**', './test/plugins/*/admin/**'],
  from: './src/admin',
  except: ['./extend', './styles'],
  message:
    "A plugin's admin code may import only the extension API (src/admin/extend) and the styles; its tests also src/admin/test-support.",
}
// A plugin's component tests use the harnesses core's own tests use.
const PLUGIN_TEST_USES_TEST_SUPPORT = {
  ...PLUGIN_ADMIN_USES_EXTENSION_API,
  except: [...PLUGIN_ADMIN_USES_EXTENSION_API.except, './test-support'],
}

// The admin build keeps only the Payload strings some module names in full (vite-plugins/).
const PAYLOAD_KEY_BUILT_AT_RUN_TIME = {
  selector: `TemplateLiteral[expressions.length>0][quasis.0.value.raw=/^(${Object.keys(en.translations).join('|')}):/]`,
  message:
    'Name a Payload string key in full: the admin build keeps only the keys it finds as literals (vite-plugins/used-payload-strings.ts).',
}

const zones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/admin', './src/content', './src/plugins'],
    message: 'src/shared is isomorphic: no server, admin or content imports.',
  },
  {
    target: './src/admin',
    from: './src/server',
    message: 'The admin must not import server code.',
  },
  ADMIN_NAMES_NO_CONTENT,
  {
    target: './src/admin',
    from: ['./src/plugins/*/server/**'],
    message: 'The admin must not import server code.',
  },
  {
    target: ['./src/server', './src/content', './src/folio'],
    from: './src/admin',
    message: 'Server code must not import the admin.',
  },
  // Core names no plugin and no content model: src/folio composes them (docs/ARCHITECTURE.md, 1. Layers).
  {
    target: './src/server',
    from: './src/plugins',
    message:
      'Core server code must not import plugins: src/folio/folio-config.ts composes them. A contract core and a plugin share lives in src/server/kit.',
  },
  {
    target: './src/server',
    from: ['./src/content', './src/folio'],
    message:
      'Core server code must not import the content model or the composition (src/folio): they import it.',
  },
  {
    target: ['./src/content', './src/plugins'],
    from: './src/server',
    except: ['./kit'],
    message:
      'The content model and plugins use the server only through its kit (src/server/kit), never its internals.',
  },
  {
    target: './src/plugins',
    from: ['./src/content', './src/folio'],
    message: 'A plugin must not import the content model or the composition (src/folio).',
  },
  {
    target: './src/content',
    from: './src/folio',
    message: 'The content model must not import the composition (src/folio).',
  },
  // The sample site of the live preview is a front end of its own, as a customer's would be.
  {
    target: './src/preview',
    from: ['./src/server', './src/admin', './src/content', './src/plugins'],
    message:
      'The sample site (src/preview) is a front end of its own: it imports only src/shared and packages.',
  },
  {
    target: ['./src/server', './src/admin', './src/content', './src/plugins', './src/shared'],
    from: './src/preview',
    message: 'Nothing imports the sample site (src/preview): it is built and served as files.',
  },
  {
    target: './src/plugins/*/server/**',
    from: ['./src/admin/**', './src/plugins/*/admin/**'],
    message: "A plugin's server half must not import admin code.",
  },
  {
    target: './src/plugins/*/shared/**',
    from: [
      './src/admin/**',
      './src/server/**',
      './src/plugins/*/admin/**',
      './src/plugins/*/server/**',
    ],
    message: "A plugin's shared half is isomorphic.",
  },
  {
    target: [admin('ui'), admin('lib'), admin('data'), admin('i18n'), admin('styles')],
    from: [
      admin('fields'),
      admin('forms'),
      admin('uploads'),
      admin('host'),
      admin('routes'),
      admin('app'),
    ],
    message: 'Lower admin layers must not import fields, forms, uploads, host, routes or app.',
  },
  {
    target: [admin('fields'), admin('forms'), admin('uploads'), admin('host'), admin('extend')],
    from: [admin('routes'), admin('app')],
    message: 'Fields, forms, uploads, host and extend must not import routes or app.',
  },
  ONLY_PLUGINS_USE_EXTEND,
  ONLY_TESTS_USE_TEST_SUPPORT,
  {
    target: admin('test-support'),
    from: [admin('routes'), admin('app')],
    message: 'The test harnesses render fields and forms, not routes or the app shell.',
  },
  { target: admin('routes'), from: admin('app'), message: 'Routes must not import the app shell.' },
  // The extension API (docs/ARCHITECTURE.md): core renders slots and never names a plugin; only the composition root lists them.
  CORE_ADMIN_NAMES_NO_PLUGIN,
  PLUGIN_ADMIN_USES_EXTENSION_API,
  ...pluginSlugs.map((slug) => ({
    target: `./src/plugins/${slug}`,
    from: './src/plugins',
    except: [
      `./${slug}`,
      ...pluginSlugs
        .filter((other) => other !== slug)
        .flatMap((other) => PLUGIN_DOORS.map((door) => `./${other}/${door.slice(2)}`)),
    ],
    message:
      'A plugin may import another plugin only through its server/index.ts, shared/index.ts or admin/index.ts.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-test/**',
      'node_modules/**',
      '.tmp/**',
      'src/migrations/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-aria-components',
              message:
                "Import from the component's own entry ('react-aria-components/Button'): the build groups chunks by static imports, and the package's index would put every component into the importer's chunk (vite.config.ts, chunkGroups).",
            },
          ],
          patterns: [
            {
              group: [
                'next',
                'next/*',
                '@payloadcms/next*',
                '@payloadcms/ui*',
                '@payloadcms/richtext-*',
              ],
              message:
                'Folio uses Payload core headless and draws its own admin (README.md): no Next.js, no Payload admin UI or its editors.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: a forgotten promise or an unhandled case of a union fails lint.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['src/admin/app/plugins.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones.filter(
              (zone) => zone !== CORE_ADMIN_NAMES_NO_PLUGIN && zone !== ADMIN_NAMES_NO_CONTENT,
            ),
            COMPOSITION_ROOT_USES_DOORS,
            COMPOSITION_ROOT_NAMES_CONDITIONS,
          ],
        },
      ],
    },
  },
  {
    // The harnesses import each other.
    files: ['src/admin/test-support/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone !== ONLY_TESTS_USE_TEST_SUPPORT) },
      ],
    },
  },
  {
    files: ['src/plugins/*/admin/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: zones.map((zone) =>
            zone === PLUGIN_ADMIN_USES_EXTENSION_API ? PLUGIN_TEST_USES_TEST_SUPPORT : zone,
          ),
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'src/shared is isomorphic: no node:* and no react.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}', 'src/plugins/*/admin/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', PAYLOAD_KEY_BUILT_AT_RUN_TIME] },
  },
  {
    files: ['test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
