import type { Field } from 'payload'
import {
  VIDEO_COPY_FIELDS,
  VIDEO_FOCAL_FIELDS,
  VIDEO_SELECT_KIT,
  type VideoFieldConfig,
} from '../shared'

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

const FOCAL_LABELS: Record<(typeof VIDEO_FOCAL_FIELDS)[number], { en: string; de: string }> = {
  focalX: { en: 'Focal point (x, %)', de: 'Fokuspunkt (x, %)' },
  focalY: { en: 'Focal point (y, %)', de: 'Fokuspunkt (y, %)' },
}

/**
 * A group with the video-select field (`videoId`, the admin's `video-select` kit), the sibling
 * fields it fills from the chosen video and the focal point set on its preview (docs/behaviour.md
 * §20). The filled fields are hidden in the form and saved with it (`custom.folioFilledBy`).
 */
export function videoGroup(option: VideoFieldOption, video: VideoFieldConfig): Field {
  const filled = { admin: { hidden: true }, custom: { folioFilledBy: VIDEO_SELECT_KIT } }
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
          ? { name, type: 'textarea', label: COPY_LABELS[name], ...filled }
          : { name, type: 'text', label: COPY_LABELS[name], ...filled },
      ),
      ...VIDEO_FOCAL_FIELDS.map((name): Field => ({
        name,
        type: 'number',
        label: FOCAL_LABELS[name],
        min: 0,
        max: 100,
        ...filled,
      })),
    ],
  }
}
