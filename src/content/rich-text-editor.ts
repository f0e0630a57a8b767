import { folioRichText } from '../plugins/richtext/server'

/**
 * The editor of the demo's running text: links may say how they relate to the page they point
 * at, and an embedded image may carry a caption and link to a page or post.
 */
export const contentEditor = folioRichText({
  admin: {
    link: {
      fields: [
        {
          name: 'rel',
          type: 'select',
          hasMany: true,
          label: { en: 'Relationship to the linked page', de: 'Beziehung zur verlinkten Seite' },
          options: ['nofollow', 'noopener', 'noreferrer', 'sponsored'],
        },
      ],
    },
    upload: {
      collections: {
        media: {
          fields: [
            {
              name: 'caption',
              type: 'text',
              label: { en: 'Caption', de: 'Bildunterschrift' },
              maxLength: 300,
            },
            {
              name: 'linkTo',
              type: 'relationship',
              relationTo: ['pages', 'posts'],
              label: { en: 'Image links to', de: 'Bild verlinkt auf' },
            },
          ],
        },
      },
    },
  },
})
