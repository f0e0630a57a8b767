import type { CollectionConfig } from 'payload'
import { canDeleteContent, canWriteContent, isSignedIn } from '../access/roles'

/**
 * Every field type the admin supports so far, in one place to try them and to test them. Field
 * types still to come (array, blocks, group, tabs, relationship, upload, rich text…) join it as
 * they are built.
 */
export const showcase: CollectionConfig = {
  slug: 'showcase',
  labels: { singular: { en: 'Showcase item', de: 'Vorführstück' }, plural: { en: 'Showcase', de: 'Vorführung' } },
  admin: { useAsTitle: 'title', group: { en: 'Examples', de: 'Beispiele' }, defaultColumns: ['title', 'status', 'tags', 'updatedAt'] },
  access: { read: isSignedIn, create: canWriteContent, update: canWriteContent, delete: canDeleteContent },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 100, admin: { placeholder: { en: 'A short title', de: 'Ein kurzer Titel' } } },
    { name: 'summary', type: 'textarea', admin: { rows: 3 } },
    { name: 'rating', type: 'number', min: 0, max: 5, admin: { step: 0.5 } },
    { name: 'isActive', type: 'checkbox', label: { en: 'Active', de: 'Aktiv' } },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'draft', label: { en: 'Draft', de: 'Entwurf' } },
        { value: 'live', label: { en: 'Live', de: 'Live' } },
      ],
    },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      options: ['design', 'code', 'content', 'video'].map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    {
      name: 'size',
      type: 'radio',
      options: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
        { value: 'l', label: 'L' },
      ],
    },
    { name: 'startsAt', type: 'date', label: { en: 'Starts at', de: 'Beginnt am' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'contact', type: 'email' },
    { name: 'location', type: 'point' },
    { name: 'settings', type: 'json' },
    { name: 'snippet', type: 'code', admin: { language: 'js' } },
  ],
}
