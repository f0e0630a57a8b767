import type { Field } from 'payload'
import {
  VIDEO_COPY_FIELDS,
  VIDEO_FOCAL_FIELDS,
  VIDEO_SELECT_KIT,
  type VideoFieldConfig,
} from '../shared'
import { label } from './labels'

/** Which collections get a video group, and what the upload modal gives new videos. */
export interface VideoFieldOption {
  collection: string
  /** The group's name (`video`). */
  name: string
  /** Category and tag slugs for new videos; made on start if missing. */
  categories?: string[]
  tags?: string[]
  label?: Record<string, string>
}

const COPY_LABELS: Record<(typeof VIDEO_COPY_FIELDS)[number], Record<string, string>> = {
  status: label('status'),
  visibility: label('visibility'),
  previewThumbnailUrl: label('poster'),
  previewVideoUrl: label('previewClip'),
  dataUrl: label('dataUrl'),
  data: label('data'),
}

const FOCAL_LABELS: Record<(typeof VIDEO_FOCAL_FIELDS)[number], Record<string, string>> = {
  focalX: label('focalX'),
  focalY: label('focalY'),
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
    label: option.label ?? label('video'),
    fields: [
      {
        name: 'videoId',
        type: 'text',
        label: label('video'),
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
