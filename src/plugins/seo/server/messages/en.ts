export const seoMessagesEn = {
  seoNoTarget: 'Name a collection or a global with SEO fields (collectionSlug or globalSlug).',
  seoBadBody:
    'The body must be a JSON object with the document as "doc" (or, for a saved document, its "id").',
  seoBadLocale: 'Name one of the configured locales as "locale".',
  seoGenerateFailed: 'The {{kind}} could not be generated.',
} as const
