export const messagesEn = {
  remoteFilesRefused: 'Remote files are not accepted: send the file itself instead of a url.',
  remoteFileHostRefused:
    'Remote files are accepted only from the hosts this server allows: send the file itself instead of this url.',
  remoteFileFailed: 'The remote file could not be fetched from its url.',
  fileReferenceRefused:
    'References to stored files are not accepted: send the file itself in the file field.',
} as const
