import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
  Field,
  FieldAccess,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
  Plugin,
} from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { AUTOSAVE_ONLY_FIELD, CREATED_BY_FIELD, UPDATED_BY_FIELD } from '../shared'
import { label } from './labels'

const nobody: FieldAccess = () => false
const signedIn: FieldAccess = ({ req }) => Boolean(req.user)

/** Set by the plugin's hooks only: nobody writes them through the API, only signed-in users read them. */
const byHooksOnly = { read: signedIn, create: nobody, update: nobody }

function authorField(name: string, userSlug: string, label: Record<string, string>): Field {
  return {
    name,
    type: 'relationship',
    relationTo: userSlug,
    label,
    index: true,
    access: byHooksOnly,
    admin: { hidden: true, readOnly: true },
  }
}

/** The signed-in user of the user collection, or undefined for the server's own writes (seed, jobs). */
function authorOf(req: PayloadRequest, userSlug: string): string | number | undefined {
  const user = req.user
  return user && user.collection === userSlug ? user.id : undefined
}

// Payload's REST handlers turn the query's `autosave=true` into a boolean in place.
const isAutosave = (req: PayloadRequest) => {
  const autosave: unknown = req.query?.autosave
  return autosave === true || autosave === 'true'
}

function stampCollection(userSlug: string, hasAutosave: boolean): CollectionBeforeChangeHook {
  return ({ data, operation, req }) => {
    const author = authorOf(req, userSlug)
    if (author !== undefined) {
      data[UPDATED_BY_FIELD] = author
      if (operation === 'create') data[CREATED_BY_FIELD] = author
    }
    // Created by an autosave: a try until a save by hand (save, draft, publish, restore) keeps it.
    if (hasAutosave && operation === 'create') data[AUTOSAVE_ONLY_FIELD] = isAutosave(req)
    else if (hasAutosave && !isAutosave(req)) data[AUTOSAVE_ONLY_FIELD] = false
    return data
  }
}

function stampGlobal(userSlug: string): GlobalBeforeChangeHook {
  return ({ data, req }) => {
    const author = authorOf(req, userSlug)
    if (author !== undefined) data[UPDATED_BY_FIELD] = author
    return data
  }
}

function withAuthors(collection: CollectionConfig, userSlug: string): CollectionConfig {
  if (!collection.versions) return collection
  const hasAutosave =
    typeof collection.versions === 'object' &&
    typeof collection.versions.drafts === 'object' &&
    Boolean(collection.versions.drafts.autosave)
  return {
    ...collection,
    fields: [
      ...collection.fields,
      authorField(CREATED_BY_FIELD, userSlug, label('createdBy')),
      authorField(UPDATED_BY_FIELD, userSlug, label('lastUpdatedBy')),
      ...(hasAutosave
        ? [
            {
              name: AUTOSAVE_ONLY_FIELD,
              type: 'checkbox',
              index: true,
              defaultValue: false,
              access: byHooksOnly,
              admin: { hidden: true, readOnly: true },
            } satisfies Field,
          ]
        : []),
    ],
    hooks: {
      ...collection.hooks,
      beforeChange: [
        ...(collection.hooks?.beforeChange ?? []),
        stampCollection(userSlug, hasAutosave),
      ],
    },
  }
}

function withEditor(global: GlobalConfig, userSlug: string): GlobalConfig {
  if (!global.versions) return global
  return {
    ...global,
    fields: [...global.fields, authorField(UPDATED_BY_FIELD, userSlug, label('lastUpdatedBy'))],
    hooks: {
      ...global.hooks,
      beforeChange: [...(global.hooks?.beforeChange ?? []), stampGlobal(userSlug)],
    },
  }
}

/**
 * Authors of documents and versions, as the `versions` plugin: every versioned collection gets
 * `createdBy` and `updatedBy` (and, with autosave, `autosaveOnly`), every versioned global
 * `updatedBy`. Only the plugin's hooks set them, from the signed-in user, never from the request's
 * data; each version keeps the `updatedBy` of its save, which the compare dropdown names.
 */
export const versionsPlugin = (): Plugin =>
  folioPlugin({ name: 'versions' }, (config: Config): Config => {
    const userSlug = config.admin?.user ?? 'users'
    return {
      ...config,
      collections: config.collections?.map((c) => withAuthors(c, userSlug)),
      globals: config.globals?.map((g) => withEditor(g, userSlug)),
    }
  })
