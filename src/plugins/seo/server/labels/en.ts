export const seoLabelsEn = {
  seo: 'SEO',
  checks: 'Checks',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  metaImage: 'Meta image',
  searchResultPreview: 'Search result preview',
} as const
