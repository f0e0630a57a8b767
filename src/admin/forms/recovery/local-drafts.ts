/**
 * What was typed and not yet saved, kept on this device (IndexedDB; localStorage for what a page
 * going away keeps) per user, document and locale, so that a reload, a crash, a closed tab or an
 * offline spell loses nothing.
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

/** `newer`'s changes over `older`'s (where both changed a field, `newer` wins), on the older base. */
function mergedDrafts(older: LocalDraft | undefined, newer: LocalDraft): LocalDraft {
  if (!older) return newer
  const paths = new Set(newer.changes.map((change) => change.path))
  return {
    ...newer,
    changes: [...older.changes.filter((c) => !paths.has(c.path)), ...newer.changes],
    baseUpdatedAt: older.baseUpdatedAt ?? newer.baseUpdatedAt,
  }
}

/**
 * Keeps `draft` without losing an entry already there (one not yet offered): in one transaction,
 * the changes of both, this draft's winning where both changed a field.
 */
function mergeLocalDraft(draft: LocalDraft): Promise<unknown> {
  return database()
    .then(
      (db) =>
        new Promise<void>((resolve, reject) => {
          const tx = db.transaction(STORE, 'readwrite')
          const store = tx.objectStore(STORE)
          const read = store.get(draft.key) as IDBRequest<LocalDraft | undefined>
          read.onsuccess = () => void store.put(mergedDrafts(read.result, draft))
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
        }),
    )
    .catch(() => undefined)
}

// What the page kept as it went away (`keepLocalDraftNow`), until merged into IndexedDB.
const pendingKey = (key: string) => `${DB_NAME}:${key}`

function pendingDraft(key: string): LocalDraft | undefined {
  try {
    const text = localStorage.getItem(pendingKey(key))
    return text ? (JSON.parse(text) as LocalDraft) : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps `draft` (merged as `mergeLocalDraft` does) synchronously, for a page going away: IndexedDB
 * answers later, and a page that goes before it has opened the database keeps nothing there.
 * Merged into IndexedDB when the document is opened again.
 */
export function keepLocalDraftNow(draft: LocalDraft): void {
  try {
    localStorage.setItem(
      pendingKey(draft.key),
      JSON.stringify(mergedDrafts(pendingDraft(draft.key), draft)),
    )
  } catch {
    // Storage full or refused: the entry IndexedDB has (300 ms after the last change) is all there is.
  }
}

export async function readLocalDraft(key: string): Promise<LocalDraft | undefined> {
  const pending = pendingDraft(key)
  if (pending) {
    await mergeLocalDraft(pending)
    localStorage.removeItem(pendingKey(key))
  }
  return run<LocalDraft | undefined>(
    'readonly',
    (store) => store.get(key) as IDBRequest<LocalDraft | undefined>,
  ).catch(() => undefined)
}
export const writeLocalDraft = (draft: LocalDraft) =>
  run('readwrite', (store) => store.put(draft)).catch(() => undefined)
export function deleteLocalDraft(key: string): Promise<unknown> {
  try {
    localStorage.removeItem(pendingKey(key))
  } catch {
    // refused storage: nothing was kept there
  }
  return run('readwrite', (store) => store.delete(key)).catch(() => undefined)
}

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
