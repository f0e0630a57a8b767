export const lockingMessagesEn = {
  documentLocked: 'This document is being edited by another user.',
  targetMissing: 'Name a document (collection and id) or a global.',
} as const
