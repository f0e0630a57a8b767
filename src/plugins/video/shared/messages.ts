/** The server's answers about videos (docs/behaviour.md §20), in the request's language. */
export const videoMessages = {
  en: {
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
  },
  de: {
    videoTitleInvalid: 'Der Titel ist erforderlich und hat höchstens {{max}} Zeichen.',
    videoSlugInvalid:
      'Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (höchstens 100 Zeichen).',
    videoExtensionInvalid:
      'Die Dateiendung fehlt oder ist zu lang (Buchstaben und Ziffern, höchstens 10).',
    videoMimeTypeInvalid: 'Der Dateityp muss ein Videotyp sein (video/…).',
    videoVisibilityInvalid: 'Die Sichtbarkeit muss öffentlich oder privat sein.',
    videoTaxonomyInvalid: 'Kategorien und Tags müssen Listen von IDs sein.',
    videoUploadLinkInvalid: 'Dieser Upload-Link ist ungültig, abgelaufen oder wurde schon benutzt.',
    videoUploadWrongType: 'Sende die Datei mit dem Inhaltstyp {{mimeType}}.',
    videoUploadTooLarge: 'Das Video ist größer als das Limit von {{limit}}.',
    videoUploadFailed: 'Das Video konnte nicht gespeichert werden.',
    videoNotAVideo: 'Die Datei konnte nicht als Video gelesen werden: {{reason}}',
    videoEncodingFailed: 'Das Kodieren des Videos ist fehlgeschlagen: {{reason}}',
    videoPrivate: 'Dieses Video ist privat: Melde dich an, um es anzusehen.',
  },
} as const
