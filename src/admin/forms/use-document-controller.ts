import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClientCollection, ClientGlobal } from '../../shared/client-config'
import {
  accessQuery,
  can,
  documentAccessQuery,
  globalAccessQuery,
  withFieldAccess,
} from '../data/access'
import {
  documentQuery,
  globalQuery,
  isDoc,
  saveDocument,
  type FileSave,
  type SaveMode,
  type SaveResponse,
  type SaveTarget,
} from '../data/documents'
import { queryKeys } from '../data/query-keys'
import { useEditorExtensions } from '../host/editor'
import { useFullConfig } from '../lib/client-config-context'
import { useDraftsState } from '../lib/use-drafts-state'
import { useSession } from '../lib/use-session'
import { localDraftKey } from './recovery/local-drafts'

export interface DocumentControllerOptions {
  /** The content locale edited (localization on). */
  locale?: string
  /** The default locale: another one's empty localized fields show its values as placeholders. */
  defaultLocale?: string
  /** False while the address names no valid document: nothing is read. */
  isEnabled?: boolean
  /** Leaves the editor (a drawer closes); the browser's back step when absent. */
  leave?: () => void
}

/**
 * What every editor of a collection document or a global reads and how it saves, whichever view
 * draws it (the document route, the global route, the drawer): the entity, the document (and the
 * default locale's, for placeholders), the user's rights on both (fields they may not write are
 * read-only), the drafts state, the plugins' editor extensions (which may hold the editor, make it
 * read-only and wrap its saves), where unsaved changes are kept on this device, and the save
 * itself, sent with the version edited. A collection document without `id` is created.
 */
export function useDocumentController(target: SaveTarget, options: DocumentControllerOptions = {}) {
  const config = useFullConfig()
  const queryClient = useQueryClient()
  const session = useSession()
  const { locale, defaultLocale } = options
  const entity: ClientCollection | ClientGlobal | undefined =
    target.kind === 'global'
      ? config.globals.find((g) => g.slug === target.slug)
      : config.collections.find((c) => c.slug === target.slug)
  const isEnabled = Boolean(entity) && options.isEnabled !== false
  const isCreate = target.kind === 'collection' && !target.id
  const id = target.kind === 'collection' ? (target.id ?? '') : ''
  const isDraft = Boolean(entity?.hasDrafts)
  // One read for both kinds: a collection document's is typed `Doc`, a record with its id.
  const readOf = (inLocale: string | undefined, readId = id) =>
    (target.kind === 'global'
      ? globalQuery({ slug: target.slug, locale: inLocale, isDraft })
      : documentQuery({ slug: target.slug, id: readId, locale: inLocale, isDraft })) as ReturnType<
      typeof globalQuery
    >
  const docQuery = useQuery({ ...readOf(locale), enabled: isEnabled && !isCreate })
  const isOtherLocale = locale !== defaultLocale && Boolean(entity?.fields.some((f) => f.localized))
  const fallbackQuery = useQuery({
    ...readOf(defaultLocale),
    enabled: isEnabled && !isCreate && isOtherLocale && defaultLocale !== undefined,
  })
  const collectionAccess = useQuery({ ...accessQuery(), enabled: target.kind === 'collection' })
  const documentAccess = useQuery({
    ...((target.kind === 'global'
      ? globalAccessQuery(target.slug)
      : documentAccessQuery(target.slug, id)) as ReturnType<typeof globalAccessQuery>),
    enabled: isEnabled && !isCreate,
  })
  const permissions =
    target.kind === 'collection' ? collectionAccess.data?.collections?.[target.slug] : undefined
  const canUpdate = can(documentAccess.data, 'update')
  const extensions = useEditorExtensions({
    // An address naming no valid document gets the not-found view: no extension acts on it.
    target: isEnabled || target.kind === 'global' ? target : { ...target, id: undefined },
    entity,
    canUpdate,
    leave: options.leave,
  })
  const drafts = useDraftsState({
    target,
    locale,
    latest: docQuery.data,
    isEnabled: isEnabled && isDraft,
  })
  const doc = docQuery.data
  const userId = session.data?.user?.id

  /**
   * After any save (autosave too): the drafts state follows, and the Versions tab's count is read
   * again, since a save may have made a version.
   */
  function afterSave(mode: SaveMode) {
    drafts.onSaved(mode)
    if (!entity?.hasVersions || (target.kind === 'collection' && !id)) return
    void queryClient.invalidateQueries({
      queryKey: queryKeys.versionsCount(
        target.kind,
        target.slug,
        target.kind === 'collection' ? id : null,
      ),
    })
  }

  /** Keeps a saved document as the editor's (no read again) and refreshes the lists. */
  function rememberSaved(saved: Record<string, unknown>, savedId: string = id) {
    if (target.kind === 'global') {
      queryClient.setQueryData(readOf(locale).queryKey, saved)
      return
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents(target.slug) })
    if (savedId && isDoc(saved))
      queryClient.setQueryData(
        documentQuery({ slug: target.slug, id: savedId, locale, isDraft }).queryKey,
        saved,
      )
  }

  return {
    entity,
    isCreate,
    doc,
    /** The default locale's document, while another locale is edited. */
    fallbackDoc: isOtherLocale ? fallbackQuery.data : undefined,
    error: docQuery.error,
    retry: () => void docQuery.refetch(),
    /** The editor waits for the document, the rights, the drafts state and the extensions. */
    isPending:
      (!isCreate && (docQuery.isPending || documentAccess.isPending)) ||
      (target.kind === 'collection' && collectionAccess.isPending) ||
      drafts.isPending ||
      extensions.isPending,
    /** The user's rights on the collection (creating, deleting…); undefined for a global. */
    permissions,
    /** The user's rights on this document or global (absent while creating). */
    documentPermissions: documentAccess.data,
    canUpdate,
    /** The user may save this form: create a new document, or update this one while every extension lets them. */
    canSave: isCreate ? can(permissions, 'create') : canUpdate && extensions.isEditable,
    /** The entity's fields, those the user may not write read-only. */
    fields: entity
      ? withFieldAccess(
          entity.fields,
          isCreate ? permissions : documentAccess.data,
          isCreate ? 'create' : 'update',
        )
      : [],
    extensions,
    drafts,
    /** Where this user's unsaved changes of this document are kept on this device. */
    recoveryKey:
      userId === undefined
        ? undefined
        : target.kind === 'global'
          ? localDraftKey({ userId, kind: 'global', slug: target.slug, locale })
          : localDraftKey({ userId, kind: 'collection', slug: target.slug, id: target.id, locale }),
    /** The document as saved now (after a 409), read past the cache. */
    loadCurrent: (currentId: string = id) =>
      queryClient.fetchQuery({
        ...readOf(locale, currentId),
        staleTime: 0,
      }),
    /** Saves through the extensions; `id` saves a document created meanwhile (its first autosave). */
    save: (args: {
      data: Record<string, unknown>
      mode: SaveMode
      keepalive?: boolean
      baseVersion?: string
      upload?: FileSave
      id?: string
    }): Promise<SaveResponse> =>
      extensions.wrapSave(() =>
        saveDocument({
          target: target.kind === 'global' ? target : { ...target, id: target.id ?? args.id },
          data: args.data,
          locale,
          mode: args.mode,
          keepalive: args.keepalive,
          baseVersion: args.baseVersion,
          upload: args.upload,
        }),
      ),
    rememberSaved,
    afterSave,
  }
}

export type DocumentController = ReturnType<typeof useDocumentController>
