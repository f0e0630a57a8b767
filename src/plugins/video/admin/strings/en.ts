/** The video plugin's admin strings (English, the source of keys), `t('video:…')`. */
export const stringsEn = {
  statusNoFile: 'waiting...',
  statusProgressing: 'encoding...',
  statusError: 'error',
  statusComplete: 'ready',
  visibilityPublic: 'public',
  visibilityPrivate: 'private',
  /** An option of the select list: the title, then the status (and visibility when ready). */
  optionLabel: '{{title}} ({{state}})',
  loading: 'Loading videos…',
  loadError: 'The videos could not be loaded.',
  notConfigured:
    'The video plugin is not configured. Activate it and configure it in the system configuration file.',
  stillEncoding: 'Video is still encoding...',
  waitingForVideo: 'Waiting for video...',
  player: 'Video player: {{title}}',
  /** The heading of the focal-point editor on the chosen video's preview clip. */
  focalPoint: 'Focal point',
  focalPointHelp:
    'Click the preview, or use the arrow keys, to set the point sites keep in view when they crop the video.',
  uploadVideo: 'Upload video',
  uploadTitle: 'Upload a video',
  file: 'Video file',
  title: 'Title',
  slug: 'Slug',
  titleHint: 'At most {{max}} characters.',
  startUpload: 'Start upload',
  cancel: 'Cancel',
  uploading: 'Uploading… {{percent}} %',
  progress: 'Upload progress',
  resolving: 'Preparing categories and tags…',
  uploadFailed: 'The upload failed. Please try again.',
  uploaded: 'The video was uploaded and is being encoded.',
  encoding: 'Encoding',
  encodingEmpty: 'No video is waiting or encoding, and none failed.',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    video: typeof stringsEn
  }
}
