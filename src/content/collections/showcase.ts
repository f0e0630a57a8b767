import type { CollectionConfig } from 'payload'
import { contentEditor } from '../rich-text-editor'
import { canDeleteContent, canWriteContent, isSignedIn } from '../access/roles'
import { contentBlocks } from '../blocks'
import { conditions } from '../conditions'

/**
 * Every field type the admin supports, in one place to try them and to test them, nested as deep
 * as real models go (arrays in blocks in tabs).
 */
export const showcase: CollectionConfig = {
  slug: 'showcase',
  labels: {
    singular: { en: 'Showcase item', de: 'Vorführstück' },
    plural: { en: 'Showcase', de: 'Vorführung' },
  },
  admin: {
    useAsTitle: 'title',
    group: { en: 'Examples', de: 'Beispiele' },
    defaultColumns: ['title', 'status', 'tags', 'updatedAt'],
  },
  // Every field type in its versions too: the versions view's diff is tried and tested here.
  versions: { maxPerDoc: 50 },
  access: {
    read: isSignedIn,
    create: canWriteContent,
    update: canWriteContent,
    delete: canDeleteContent,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { placeholder: { en: 'A short title', de: 'Ein kurzer Titel' } },
    },
    { name: 'summary', type: 'textarea', admin: { rows: 3 } },
    {
      name: 'content',
      type: 'richText',
      label: { en: 'Content', de: 'Inhalt' },
      editor: contentEditor,
    },
    // A UI field: no value, only an admin component (src/admin/fields/ui/components.ts).
    { name: 'summaryLength', type: 'ui', admin: { custom: { folioComponent: 'summaryLength' } } },
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
      options: ['design', 'code', 'content', 'video'].map((value) => ({
        value,
        label: value[0]!.toUpperCase() + value.slice(1),
      })),
    },
    { name: 'keywords', type: 'text', hasMany: true, maxLength: 20 },
    { name: 'luckyNumbers', type: 'number', hasMany: true, min: 0, max: 99 },
    {
      name: 'size',
      type: 'radio',
      options: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
        { value: 'l', label: 'L' },
      ],
    },
    {
      name: 'startsAt',
      type: 'date',
      label: { en: 'Starts at', de: 'Beginnt am' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'contact', type: 'email' },
    { name: 'location', type: 'point' },
    { name: 'settings', type: 'json' },
    { name: 'snippet', type: 'code', admin: { language: 'js' } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: { en: 'First name', de: 'Vorname' } },
        { name: 'lastName', type: 'text', label: { en: 'Last name', de: 'Nachname' } },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Details', de: 'Details' },
      fields: [
        {
          name: 'notes',
          type: 'textarea',
          label: { en: 'Notes', de: 'Notizen' },
          admin: {
            condition: conditions.isActive,
            description: { en: 'Shown while the item is active.', de: 'Nur bei aktiven Stücken.' },
          },
        },
      ],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: { en: 'Category', de: 'Kategorie' },
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: ['posts', 'pages'],
      hasMany: true,
      label: { en: 'Related content', de: 'Verwandte Inhalte' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Cover image', de: 'Titelbild' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'showcase',
      label: { en: 'Parent item', de: 'Übergeordnetes Stück' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'children',
      type: 'join',
      collection: 'showcase',
      on: 'parent',
      label: { en: 'Child items', de: 'Untergeordnete Stücke' },
      defaultLimit: 5,
    },
    {
      name: 'links',
      type: 'array',
      label: { en: 'Links', de: 'Links' },
      labels: { singular: { en: 'Link', de: 'Link' }, plural: { en: 'Links', de: 'Links' } },
      maxRows: 200,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              label: { en: 'Label', de: 'Beschriftung' },
              required: true,
            },
            { name: 'url', type: 'text', label: { en: 'URL', de: 'URL' } },
          ],
        },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      label: { en: 'Search engines', de: 'Suchmaschinen' },
      fields: [
        {
          name: 'title',
          type: 'text',
          label: { en: 'Meta title', de: 'Meta-Titel' },
          maxLength: 60,
        },
        {
          name: 'description',
          type: 'textarea',
          label: { en: 'Meta description', de: 'Meta-Beschreibung' },
          maxLength: 150,
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Content', de: 'Inhalt' },
          fields: [
            { name: 'headline', type: 'text', label: { en: 'Headline', de: 'Schlagzeile' } },
          ],
        },
        {
          name: 'stats',
          label: { en: 'Statistics', de: 'Statistik' },
          fields: [
            {
              name: 'views',
              type: 'number',
              label: { en: 'Views', de: 'Aufrufe' },
              min: 0,
              required: true,
              defaultValue: 0,
            },
          ],
        },
        {
          label: { en: 'Sections', de: 'Abschnitte' },
          fields: [
            {
              name: 'sections',
              type: 'blocks',
              label: { en: 'Sections', de: 'Abschnitte' },
              labels: {
                singular: { en: 'Section', de: 'Abschnitt' },
                plural: { en: 'Sections', de: 'Abschnitte' },
              },
              blocks: contentBlocks,
            },
          ],
        },
      ],
    },
  ],
}
