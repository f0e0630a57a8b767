/** What an upload document says of its files: the original's name and each image size's. */
export interface StoredFiles {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | null | undefined> | null
}

/** Objects are kept under their collection's slug, so two collections may hold the same file name. */
export const objectKey = (collection: string, filename: string) => `${collection}/${filename}`

/** The keys of every file a document names (the original and its sizes). */
export function keysOf(collection: string, doc: StoredFiles | null | undefined): string[] {
  if (!doc) return []
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]
  return [...new Set(names.filter((n): n is string => Boolean(n)))].map((name) =>
    objectKey(collection, name),
  )
}
