import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  accessQuery,
  api,
  queryKeys,
  requestErrorMessage,
  useFullConfig,
} from '../../../admin/extend/data'
import {
  dataToSave,
  useDocumentContext,
  useFormContext,
  type DocumentTarget,
} from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { pluginSettings } from '../../../shared/client-config'
import { notify } from '../../../admin/extend/ui'
import {
  SEO_SLUG,
  generatePath,
  type GenerateAnswer,
  type GenerateBody,
  type GeneratorKind,
  type SeoSettings,
} from '../shared'

/** The document's own permissions as its screen read them, else its collection's or global's. */
function permissionsOf(queryClient: QueryClient, target: DocumentTarget): unknown {
  const own =
    target.kind === 'global'
      ? queryClient.getQueryData(queryKeys.globalAccess(target.slug))
      : target.id
        ? queryClient.getQueryData(queryKeys.documentAccess(target.slug, target.id))
        : undefined
  if (own !== undefined) return own
  const access = queryClient.getQueryData(accessQuery().queryKey)
  return (target.kind === 'global' ? access?.globals : access?.collections)?.[target.slug] ?? null
}

/** The settings of the collection or global the form edits; undefined outside an editor. */
export function useSeoSettings(): SeoSettings | undefined {
  const config = useFullConfig()
  const document = useDocumentContext()
  if (!document) return undefined
  const { target } = document
  const entity =
    target.kind === 'collection'
      ? config.collections.find((c) => c.slug === target.slug)
      : config.globals.find((g) => g.slug === target.slug)
  return pluginSettings(entity, SEO_SLUG)
}

/**
 * A generator of the server's, for the document the form holds now: `isAvailable` when the
 * plugin's options configure it; `generate` answers its text (an image: the upload's id as
 * text), or undefined after a failure, which it shows as a toast unless asked to be quiet.
 */
export function useGenerator(kind: GeneratorKind) {
  const t = useT()
  const config = useFullConfig()
  const document = useDocumentContext()
  const form = useFormContext()
  const settings = useSeoSettings()
  const queryClient = useQueryClient()
  const [isBusy, setBusy] = useState(false)
  const isAvailable = Boolean(document && form && settings?.generators.includes(kind))

  /** `quiet`: a failure is not shown (a generation nobody asked for, on load). */
  async function generate(options: { quiet?: boolean } = {}): Promise<string | undefined> {
    if (!document || !form) return undefined
    const { target, locale } = document
    const doc = dataToSave(form.fields, form.store.getValues())
    const collection =
      target.kind === 'collection'
        ? config.collections.find((c) => c.slug === target.slug)
        : undefined
    const title = collection ? doc[collection.admin.useAsTitle] : undefined
    const body: GenerateBody = {
      ...(target.kind === 'collection'
        ? { collectionSlug: target.slug, id: target.id }
        : { globalSlug: target.slug }),
      doc: target.kind === 'collection' && target.id ? { ...doc, id: target.id } : doc,
      initialData: dataToSave(form.fields, form.store.getInitialValues()),
      // Folio's form state is its values by path, as loaded.
      initialState: form.store.getInitialValues(),
      docPermissions: permissionsOf(queryClient, target),
      hasSavePermission: form.canSave,
      hasPublishPermission: form.canPublish,
      locale,
      title: typeof title === 'string' ? title : undefined,
    }
    setBusy(true)
    try {
      if (kind === 'image')
        return await api<string>(generatePath(kind), { method: 'POST', body, responseType: 'text' })
      const answer = await api<GenerateAnswer>(generatePath(kind), { method: 'POST', body })
      return typeof answer.result === 'string' ? answer.result : ''
    } catch (error) {
      if (!options.quiet) notify.error(requestErrorMessage(error, t))
      return undefined
    } finally {
      setBusy(false)
    }
  }

  return { isAvailable, isBusy, generate }
}
