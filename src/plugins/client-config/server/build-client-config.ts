import type { PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import type {
  ClientCollection,
  ClientConfig,
  ClientGlobal,
  ClientUpload,
  PublicClientConfig,
} from '../../../shared/client-config'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/pagination'
import { publicConfigOf, publicSettingsOf } from '../../../server/kit/public-settings'
import { projectFields, resolveLabel } from './project-fields'
import { uploadLimitOf } from '../../../server/kit/upload-options'

/** Payload's own collections; the admin never lists them. */
const INTERNAL_SLUG = /^payload-/

async function isHidden(hidden: unknown, req: PayloadRequest): Promise<boolean> {
  if (typeof hidden === 'function') return Boolean(await hidden({ user: req.user }))
  return hidden === true
}

/** docs/behaviour.md §9: autosave every 2000 ms unless the collection sets its own interval. */
function autosaveInterval(
  versions: SanitizedCollectionConfig['versions'] | SanitizedGlobalConfig['versions'],
): number | undefined {
  const autosave = versions && versions.drafts ? versions.drafts.autosave : undefined
  if (!autosave) return undefined
  return typeof autosave === 'object' && typeof autosave.interval === 'number'
    ? autosave.interval
    : 2000
}

/** Live preview is on for an entity with its own `admin.livePreview.url`, or one the root config lists. */
function hasLivePreview(
  req: PayloadRequest,
  own: { url?: unknown } | undefined,
  entity: { collection: string } | { global: string },
): boolean {
  if (own?.url) return true
  const root = req.payload.config.admin.livePreview
  if (!root?.url) return false
  return 'collection' in entity
    ? Boolean(root.collections?.includes(entity.collection))
    : Boolean(root.globals?.includes(entity.global))
}

/** An upload collection's options the admin uses; sizes by name and dimensions only. */
function projectUpload(
  c: SanitizedCollectionConfig,
  req: PayloadRequest,
): ClientUpload | undefined {
  const upload = c.upload
  if (!upload) return undefined
  const number = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined)
  return {
    mimeTypes: Array.isArray(upload.mimeTypes) ? upload.mimeTypes : [],
    // As Payload decides: a focal point matters only where images are resized.
    focalPoint:
      upload.focalPoint !== false && Boolean(upload.imageSizes?.length || upload.resizeOptions),
    crop: upload.crop !== false,
    isFileRequired: upload.filesRequiredOnCreate !== false,
    imageSizes: (upload.imageSizes ?? []).map((size) => ({
      name: size.name,
      width: number(size.width),
      height: number(size.height),
    })),
    maxFileSize: uploadLimitOf(req.payload.config, c),
  }
}

/** `custom: { folioLeaveWarning: false }` switches the leave-without-saving warning off. */
function warnOnLeave(custom: Record<string, unknown> | undefined): false | undefined {
  return custom?.folioLeaveWarning === false ? false : undefined
}

function projectCollection(c: SanitizedCollectionConfig, req: PayloadRequest): ClientCollection {
  const useAsTitle = c.admin.useAsTitle || 'id'
  const { fields, layout } = projectFields(c.fields, req)
  const defaultColumns = c.admin.defaultColumns?.length
    ? c.admin.defaultColumns
    : [useAsTitle, 'updatedAt']
  return {
    slug: c.slug,
    labels: {
      singular: resolveLabel(c.labels.singular, req) ?? c.slug,
      plural: resolveLabel(c.labels.plural, req) ?? c.slug,
    },
    isAuth: Boolean(c.auth),
    isUpload: Boolean(c.upload),
    upload: projectUpload(c, req),
    hasDrafts: Boolean(c.versions && c.versions.drafts),
    hasVersions: Boolean(c.versions),
    hasLivePreview: hasLivePreview(req, c.admin.livePreview, { collection: c.slug }),
    autosaveInterval: autosaveInterval(c.versions),
    plugins: publicSettingsOf(c.custom),
    warnOnLeave: warnOnLeave(c.custom),
    hasTimestamps: c.timestamps !== false,
    admin: {
      useAsTitle,
      group: c.admin.group === false ? undefined : resolveLabel(c.admin.group, req),
      description:
        typeof c.admin.description === 'function'
          ? undefined
          : resolveLabel(c.admin.description, req),
      defaultColumns,
      listSearchableFields: c.admin.listSearchableFields?.length
        ? c.admin.listSearchableFields
        : [useAsTitle],
      pageSizes: c.admin.pagination?.limits ?? [...PAGE_SIZES],
      defaultLimit: c.admin.pagination?.defaultLimit ?? DEFAULT_PAGE_SIZE,
      enableRichTextRelationship: c.admin.enableRichTextRelationship !== false,
      enableRichTextLink: c.admin.enableRichTextLink !== false,
    },
    fields,
    layout,
  }
}

function projectGlobal(g: SanitizedGlobalConfig, req: PayloadRequest): ClientGlobal {
  return {
    slug: g.slug,
    label: resolveLabel(g.label, req) ?? g.slug,
    hasDrafts: Boolean(g.versions && g.versions.drafts),
    hasVersions: Boolean(g.versions),
    autosaveInterval: autosaveInterval(g.versions),
    hasLivePreview: hasLivePreview(req, g.admin.livePreview, { global: g.slug }),
    plugins: publicSettingsOf(g.custom),
    warnOnLeave: warnOnLeave(g.custom),
    admin: {
      group: g.admin.group === false ? undefined : resolveLabel(g.admin.group, req),
      description:
        typeof g.admin.description === 'function'
          ? undefined
          : resolveLabel(g.admin.description, req),
    },
    ...projectFields(g.fields, req),
  }
}

/** The user collection's fields anyone may fill in on create (no field-level create rule, not read-only). */
function firstUserFields(req: PayloadRequest) {
  const users = req.payload.collections[req.payload.config.admin.user]?.config
  if (!users) return []
  const open = users.fields.filter((f) => !('access' in f && f.access?.create))
  return projectFields(open, req).fields.filter((f) => !f.admin.readOnly && f.name !== 'email')
}

export async function buildPublicClientConfig(req: PayloadRequest): Promise<PublicClientConfig> {
  const { config } = req.payload
  const userCollection = config.admin.user
  // A user of the admin's collection signed in is one: no count needed.
  const totalDocs =
    req.user?.collection === userCollection
      ? 1
      : (await req.payload.count({ collection: userCollection, overrideAccess: true, req }))
          .totalDocs
  return {
    serverURL: config.serverURL,
    routes: { admin: config.routes.admin, api: config.routes.api },
    cookiePrefix: config.cookiePrefix,
    userCollection,
    dateFormat: config.admin.dateFormat ?? 'MMMM do yyyy, h:mm a',
    theme: config.admin.theme ?? 'all',
    language: {
      fallback: config.i18n.fallbackLanguage,
      supported: Object.keys(config.i18n.supportedLanguages ?? {}),
    },
    hasUsers: totalDocs > 0,
    firstUserFields: totalDocs > 0 ? undefined : firstUserFields(req),
    plugins: publicSettingsOf(config.custom),
    ...publicConfigOf(config.custom),
  }
}

/**
 * The projection of each collection and global depends on the config and the language alone (a
 * label function gets `{ i18n, t }`), so it is made once per language; every page a signed-in
 * person opens carries the client config. Only `admin.hidden` is asked per request.
 */
const projections = new WeakMap<object, Map<string, Map<string, ClientCollection | ClientGlobal>>>()

function projectedOnce<T extends ClientCollection | ClientGlobal>(
  req: PayloadRequest,
  key: string,
  project: () => T,
): T {
  let byLanguage = projections.get(req.payload.config)
  if (!byLanguage) projections.set(req.payload.config, (byLanguage = new Map()))
  const language = req.i18n.language
  let entities = byLanguage.get(language)
  if (!entities) byLanguage.set(language, (entities = new Map()))
  const known = entities.get(key)
  if (known) return known as T
  const projected = project()
  entities.set(key, projected)
  return projected
}

export async function buildClientConfig(req: PayloadRequest): Promise<ClientConfig> {
  const { config } = req.payload
  const publicConfig = await buildPublicClientConfig(req)
  const collections: ClientCollection[] = []
  for (const c of config.collections) {
    if (INTERNAL_SLUG.test(c.slug) || (await isHidden(c.admin.hidden, req))) continue
    collections.push(projectedOnce(req, `collection:${c.slug}`, () => projectCollection(c, req)))
  }
  const globals: ClientGlobal[] = []
  for (const g of config.globals) {
    if (await isHidden(g.admin.hidden, req)) continue
    globals.push(projectedOnce(req, `global:${g.slug}`, () => projectGlobal(g, req)))
  }
  const localization = config.localization
    ? {
        defaultLocale: config.localization.defaultLocale,
        locales: config.localization.locales.map((l) => ({
          code: l.code,
          label: resolveLabel(l.label, req) ?? l.code,
        })),
      }
    : false
  return { ...publicConfig, isAuthenticated: true, localization, collections, globals }
}
