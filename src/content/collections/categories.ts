import type { CollectionConfig } from 'payload'
import { canDeleteContent, canWriteContent } from '../access/roles'
import { anyone } from '../access/public-reads'

export const categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { en: 'Category', de: 'Kategorie' },
    plural: { en: 'Categories', de: 'Kategorien' },
  },
  admin: {
    useAsTitle: 'name',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['name', 'slug'],
  },
  // Two short fields, quickly typed again: no leave-without-saving warning.
  custom: { folioLeaveWarning: false },
  access: {
    // No drafts: public, as the published posts and pages that show them.
    read: anyone,
    create: canWriteContent,
    update: canWriteContent,
    delete: canDeleteContent,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { en: 'Name', de: 'Name' },
      required: true,
      localized: true,
    },
    { name: 'slug', type: 'text', label: { en: 'Slug', de: 'Slug' }, required: true, unique: true },
    {
      name: 'posts',
      type: 'join',
      collection: 'posts',
      on: 'topics',
      label: { en: 'Posts', de: 'Beiträge' },
    },
  ],
}
