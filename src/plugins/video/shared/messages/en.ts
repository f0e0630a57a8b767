export const videoMessagesEn = {
  videoTitleInvalid: 'The title is required and has at most {{max}} characters.',
  videoSlugInvalid:
    'The slug may hold lowercase letters, digits and hyphens only (at most 100 characters).',
  videoExtensionInvalid:
    'The file extension is missing or too long (letters and digits, at most 10).',
  videoMimeTypeInvalid: 'The file type must be a video type (video/…).',
  videoVisibilityInvalid: 'The visibility must be public or private.',
  videoTaxonomyInvalid: 'Categories and tags must be lists of ids.',
  videoUploadLinkInvalid: 'This upload link is invalid, expired or already used.',
  videoUploadWrongType: 'The file must be sent with the content type {{mimeType}}.',
  videoUploadTooLarge: 'The video is larger than the limit of {{limit}}.',
  videoUploadFailed: 'The video could not be stored.',
  videoNotAVideo: 'The file could not be read as a video: {{reason}}',
  videoEncodingFailed: 'Encoding the video failed: {{reason}}',
  videoPrivate: 'This video is private: sign in to watch it.',
} as const
