import type { CollectionAfterOperationHook, CollectionConfig, Field, Plugin } from 'payload'
import { folioPlugin } from '../../../../src/server/kit/folio-plugin'
import { withPublicSettings } from '../../../../src/server/kit/public-settings'
import type { SampleSettings } from '../shared'

/**
 * The test plugin's server half, on the showcase collection: its `views` field (in the Stats tab)
 * names the plugin's stepper kit, and a UI field after the title names the plugin's title-words
 * part (a live hint in the form, a column in the list); its public settings give the admin half a
word goal for titles. On the users collection: a second sign-in
 * step for accounts at `second-step.test`.
 */
export const samplePlugin = (): Plugin =>
  folioPlugin({ name: 'sample' }, (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      if (collection.auth) return withSecondStep(collection)
      if (collection.slug !== 'showcase') return collection
      return withPublicSettings(
        {
          ...collection,
          admin: { ...collection.admin, livePreview: showcasePreview },
          fields: collection.fields.flatMap((field) => withSampleParts(field)),
        },
        'sample',
        { titleWordGoal: 6 } satisfies SampleSettings,
      )
    }),
  }))

/**
 * Live preview set on the showcase collection itself (Payload's collection-level
 * `admin.livePreview`), with pages that fail: the sample site has no showcase page, so it never
 * says ready; a title starting 'Unreachable' points to a port nothing listens on (an origin the
 * e2e server may frame),
 * one starting 'Foreign' to an origin the admin may not frame; for one starting 'Broken' the
 * function fails.
 */
const showcasePreview: NonNullable<CollectionConfig['admin']>['livePreview'] = {
  url: ({ data }) => {
    const title = String(data.title ?? '')
    if (title.startsWith('Unreachable')) return 'http://127.0.0.1:9/showcase'
    if (title.startsWith('Foreign')) return 'http://127.0.0.1:8/showcase'
    if (title.startsWith('Broken')) throw new Error('no preview for this one')
    return `/preview/showcase/${String(data.id)}`
  },
  breakpoints: [{ name: 'small', label: 'Small', width: 320, height: 480 }],
}

/** The address of the plugin's second step, named by the sign-in answer as `redirectTo`. */
export const SECOND_STEP_PATH = '/admin/sample-check'

/**
 * A sign-in of an account at `second-step.test` answers with `redirectTo` (the plugin's second
 * step). A real second factor would also hold back the session until the step is done; this one
 * only shows the admin's seam.
 */
const secondStep: CollectionAfterOperationHook = ({ operation, result }) => {
  if (operation !== 'login') return result
  const email = (result as { user?: { email?: unknown } }).user?.email
  if (typeof email !== 'string' || !email.endsWith('@second-step.test')) return result
  return { ...result, redirectTo: SECOND_STEP_PATH }
}

function withSecondStep(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterOperation: [...(hooks.afterOperation ?? []), secondStep] },
  }
}

const titleWords: Field = {
  name: 'titleWords',
  type: 'ui',
  label: { en: 'Title words', de: 'Wörter im Titel' },
  admin: { custom: { folioComponent: 'sample:titleWords' } },
}

function withSampleParts(field: Field): Field[] {
  if (field.type === 'tabs')
    return [
      {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.flatMap(withSampleParts) })),
      },
    ]
  if (!('name' in field)) return [field]
  if (field.name === 'views')
    return [{ ...field, custom: { ...field.custom, folioKit: 'sample:stepper' } }]
  if (field.name === 'title') return [field, titleWords]
  return [field]
}
