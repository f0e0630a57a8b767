/**
 * What was typed and not yet saved, kept on this device (IndexedDB) per user, document and
 * locale, so that a reload, a crash, a closed tab or an offline spell loses nothing.
 */
export interface LocalDraft {
  key: string
  /** The changed fields: what is typed, and the saved value it replaces. */
  changes: Array<{ path: string; value: unknown; saved: unknown }>
  /** `updatedAt` of the server version the changes were made on. */
  baseUpdatedAt?: string
  at: number
}

const DB_NAME = 'folio-recovery'
const STORE = 'drafts'

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'))
  })
  return opened
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database()
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode)
    const request = work(tx.objectStore(STORE))
    tx.oncomplete = () => resolve(request.result)
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
  })
}

export const readLocalDraft = (key: string) =>
  run<LocalDraft | undefined>(
    'readonly',
    (store) => store.get(key) as IDBRequest<LocalDraft | undefined>,
  ).catch(() => undefined)
export const writeLocalDraft = (draft: LocalDraft) =>
  run('readwrite', (store) => store.put(draft)).catch(() => undefined)
/**
 * Keeps `draft` without losing an entry already there (one not yet offered): in one transaction,
 * the changes of both, this draft's winning where both changed a field, on the older base.
 */
export function mergeLocalDraft(draft: LocalDraft): Promise<unknown> {
  return database()
    .then(
      (db) =>
        new Promise<void>((resolve, reject) => {
          const tx = db.transaction(STORE, 'readwrite')
          const store = tx.objectStore(STORE)
          const read = store.get(draft.key) as IDBRequest<LocalDraft | undefined>
          read.onsuccess = () => {
            const older = read.result
            if (!older) return void store.put(draft)
            const paths = new Set(draft.changes.map((change) => change.path))
            store.put({
              ...draft,
              changes: [...older.changes.filter((c) => !paths.has(c.path)), ...draft.changes],
              baseUpdatedAt: older.baseUpdatedAt ?? draft.baseUpdatedAt,
            })
          }
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
        }),
    )
    .catch(() => undefined)
}
export const deleteLocalDraft = (key: string) =>
  run('readwrite', (store) => store.delete(key)).catch(() => undefined)

/** `user:collection:posts:12:en`; a new document is `…:create:…`. */
export function localDraftKey(args: {
  userId: string | number
  kind: 'collection' | 'global'
  slug: string
  id?: string
  locale?: string
}): string {
  return [args.userId, args.kind, args.slug, args.id ?? 'create', args.locale ?? ''].join(':')
}
