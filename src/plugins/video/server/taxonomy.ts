import type { Payload } from 'payload'

/** Makes the categories or tags the video fields name, if missing (a fresh database). */
export async function ensureTerms(
  payload: Payload,
  collection: string,
  slugs: readonly string[],
): Promise<void> {
  if (slugs.length === 0) return
  const existing = await payload.find({
    collection,
    where: { slug: { in: [...slugs] } },
    depth: 0,
    limit: slugs.length,
    overrideAccess: true,
  })
  const have = new Set(existing.docs.map((doc) => (doc as { slug?: string }).slug))
  for (const slug of new Set(slugs))
    if (!have.has(slug))
      await payload.create({ collection, data: { slug, title: slug }, overrideAccess: true })
}
