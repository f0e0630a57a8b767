import type { Field } from 'payload'
import { VIDEO_COPY_FIELDS, VIDEO_SELECT_KIT, type VideoFieldConfig } from '../shared'

/** Which collections get a video group, and what the upload modal gives new videos. */
export interface VideoFieldOption {
  collection: string
  /** The group's name (`video`). */
  name: string
  /** Category and tag slugs for new videos; made on start if missing. */
  categories?: string[]
  tags?: string[]
  label?: { en: string; de: string }
}

const COPY_LABELS: Record<(typeof VIDEO_COPY_FIELDS)[number], { en: string; de: string }> = {
  status: { en: 'Status', de: 'Status' },
  visibility: { en: 'Visibility', de: 'Sichtbarkeit' },
  previewThumbnailUrl: { en: 'Poster', de: 'Vorschaubild' },
  previewVideoUrl: { en: 'Preview clip', de: 'Vorschau-Clip' },
  dataUrl: { en: 'Data URL', de: 'Daten-URL' },
  data: { en: 'Data', de: 'Daten' },
}

/**
 * A group with the video-select field (`videoId`, the admin's `video-select` kit) and the sibling
 * fields it fills from the chosen video (docs/behaviour.md §20).
 */
export function videoGroup(option: VideoFieldOption, video: VideoFieldConfig): Field {
  return {
    name: option.name,
    type: 'group',
    label: option.label ?? { en: 'Video', de: 'Video' },
    fields: [
      {
        name: 'videoId',
        type: 'text',
        label: { en: 'Video', de: 'Video' },
        custom: { folioKit: VIDEO_SELECT_KIT, video },
      },
      ...VIDEO_COPY_FIELDS.map((name): Field =>
        name === 'data'
          ? { name, type: 'textarea', label: COPY_LABELS[name], admin: { readOnly: true } }
          : { name, type: 'text', label: COPY_LABELS[name], admin: { readOnly: true } },
      ),
    ],
  }
}
