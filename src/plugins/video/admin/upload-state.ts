import { VIDEO_TITLE_MAX } from '../shared'
import { slugFromTitle } from '../../../shared/slug'

/** The upload modal's states (SPEC §4): new, file (picked), uploading (0-100 %), success. */
export type UploadState =
  | { phase: 'new'; hasFailed: boolean }
  | { phase: 'file'; file: File; title: string }
  | { phase: 'uploading'; file: File; title: string; percent: number }
  | { phase: 'success'; videoId: string }

export type UploadEvent =
  | { type: 'pick'; file: File | undefined }
  | { type: 'title'; title: string }
  | { type: 'start' }
  | { type: 'progress'; fraction: number }
  | { type: 'fail' }
  | { type: 'done'; videoId: string }

/** A title as the modal keeps it: cut to the limit. */
export const cutTitle = (title: string) => title.slice(0, VIDEO_TITLE_MAX)

/** The file's name without its extension, the title a picked file starts with. */
export const titleOfFile = (name: string) => cutTitle(name.replace(/\.[^.]*$/, ''))

/** The file's extension without the dot (`mp4`), or empty. */
export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

export const slugOf = (state: UploadState) =>
  state.phase === 'file' || state.phase === 'uploading' ? slugFromTitle(state.title) : ''

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'pick':
      if (state.phase === 'uploading') return state
      return event.file
        ? { phase: 'file', file: event.file, title: titleOfFile(event.file.name) }
        : { phase: 'new', hasFailed: false }
    case 'title':
      return state.phase === 'file' ? { ...state, title: cutTitle(event.title) } : state
    case 'start':
      return state.phase === 'file' ? { ...state, phase: 'uploading', percent: 0 } : state
    case 'progress':
      return state.phase === 'uploading'
        ? { ...state, percent: Math.round(Math.min(1, Math.max(0, event.fraction)) * 100) }
        : state
    case 'fail':
      return { phase: 'new', hasFailed: true }
    case 'done':
      return { phase: 'success', videoId: event.videoId }
  }
}
