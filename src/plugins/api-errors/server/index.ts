import type { AfterErrorHook, CollectionConfig, Config, Plugin } from 'payload'
import { withFolioMessages } from '../../../server/kit/translations'
import { httpMessages, httpText } from '../../../server/kit/http-messages'
import { REQUEST_ID_HEADER } from '../../../server/kit/request-headers'
import { isDatabaseBusyError } from '../../../server/kit/database-busy'
import { isPossibleID, isQueryTooComplexError, isWrongValueError } from './classify'
import { refuseDeepData } from './data-depth'
import { unknownFileHandler } from './unknown-file'
import { folioPlugin } from '../../../server/kit/folio-plugin'

const errorBody = (message: string) => ({ errors: [{ message }] })

/**
 * Payload answers 500 for mistakes of the client that reach the database: an id that cannot be
 * one (`/api/users/abc`) and a `where` value of the wrong type. The first becomes the same 404 as
 * a missing document, the second a 400 (logged as a warning with the request id, should it ever
 * hide a fault). A database busy past its deadline is a 503. Every other error stays a 500 with Payload's generic message.
 */
const mapClientErrors: AfterErrorHook = ({ collection, error, req }) => {
  // The SQLite write lock stayed taken past the deadline: nothing was applied, the client may retry (the HTTP layer adds Retry-After).
  if (isDatabaseBusyError(error))
    return { status: 503, response: errorBody(httpText(req, 'databaseBusy')) }
  // Whatever failed (a database error, Payload's 'Missing ID of document to update.'), no document has this id.
  const id = req.routeParams?.id
  if (collection && typeof id === 'string') {
    const type =
      req.payload.collections[collection.slug]?.customIDType ?? req.payload.db.defaultIDType
    if (!isPossibleID(id, type))
      return { status: 404, response: errorBody(req.t('general:notFound')) }
  }
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status < 500) return
  const requestId = req.headers.get(REQUEST_ID_HEADER) ?? undefined
  const where = {
    requestId,
    method: req.method,
    path: req.url ? new URL(req.url).pathname : undefined,
  }
  if (isWrongValueError(error)) {
    req.payload.logger.warn({
      ...where,
      msg: `A request value of the wrong type reached the database: ${error.message.split('\n', 1)[0]}`,
    })
    return { status: 400, response: errorBody(httpText(req, 'wrongValueType')) }
  }
  // Payload parses a multipart form's `_payload` with a bare JSON.parse.
  if (error instanceof SyntaxError && isMultipart(req.headers))
    return {
      status: 400,
      response: errorBody(httpText(req, 'formFieldNotJson', { name: '_payload' })),
    }
  if (isQueryTooComplexError(error)) {
    req.payload.logger.warn({ ...where, msg: 'A query too large for the database was refused' })
    return { status: 400, response: errorBody(httpText(req, 'queryTooComplex')) }
  }
}

const isMultipart = (headers: Headers) =>
  headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') === true

/** Upload collections on the local disk (no storage handlers of their own) answer 404 for unknown file names. */
function withUnknownFile404(collection: CollectionConfig): CollectionConfig {
  const { upload } = collection
  if (typeof upload !== 'object' || !upload.staticDir || upload.handlers?.length) return collection
  const sizeNames = (upload.imageSizes ?? []).map((size) => size.name)
  return {
    ...collection,
    upload: {
      ...upload,
      handlers: [unknownFileHandler({ staticDir: upload.staticDir, sizeNames })],
    },
  }
}

export interface ApiErrorsPluginOptions {
  /** Documents nested deeper than this are refused with 400 (the HTTP layer's JSON bound). */
  maxDepth: number
}

function withDepthGuard(collection: CollectionConfig, maxDepth: number): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [refuseDeepData(maxDepth), ...(hooks.beforeOperation ?? [])],
    },
  }
}

/** Client mistakes that Payload answers with 500 become 404 and 400. */
export const apiErrorsPlugin = (options: ApiErrorsPluginOptions): Plugin =>
  folioPlugin({ name: 'api-errors' }, (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      withDepthGuard(withUnknownFile404(collection), options.maxDepth),
    ),
    hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), mapClientErrors] },
    i18n: { ...config.i18n, translations: withFolioMessages(config.i18n, httpMessages) },
  }))
