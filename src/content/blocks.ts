import type { Block } from 'payload'
import { conditions } from './conditions'

export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: { en: 'Hero', de: 'Bühne' }, plural: { en: 'Heroes', de: 'Bühnen' } },
  imageURL: 'blocks/hero.svg',
  imageAltText: 'A large heading above an image',
  fields: [
    {
      name: 'heading',
      type: 'text',
      label: { en: 'Heading', de: 'Überschrift' },
      required: true,
      maxLength: 120,
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', de: 'Bild' } },
  ],
}

export const galleryBlock: Block = {
  slug: 'gallery',
  labels: {
    singular: { en: 'Gallery', de: 'Galerie' },
    plural: { en: 'Galleries', de: 'Galerien' },
  },
  imageURL: 'blocks/gallery.svg',
  imageAltText: 'A grid of images',
  fields: [
    {
      name: 'images',
      type: 'array',
      label: { en: 'Images', de: 'Bilder' },
      labels: { singular: { en: 'Image', de: 'Bild' }, plural: { en: 'Images', de: 'Bilder' } },
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', de: 'Bild' } },
        { name: 'caption', type: 'text', label: { en: 'Caption', de: 'Bildunterschrift' } },
      ],
    },
  ],
}

export const callToActionBlock: Block = {
  slug: 'cta',
  labels: {
    singular: { en: 'Call to action', de: 'Handlungsaufforderung' },
    plural: { en: 'Calls to action', de: 'Handlungsaufforderungen' },
  },
  imageURL: 'blocks/cta.svg',
  imageAltText: 'A text with a button',
  fields: [
    { name: 'text', type: 'textarea', label: { en: 'Text', de: 'Text' }, required: true },
    { name: 'buttonLabel', type: 'text', label: { en: 'Button label', de: 'Beschriftung' } },
    {
      name: 'buttonLink',
      type: 'text',
      label: { en: 'Button link', de: 'Link' },
      admin: { condition: conditions.hasButtonLabel },
    },
  ],
}

export const contentBlocks = [heroBlock, galleryBlock, callToActionBlock]
