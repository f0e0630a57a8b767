export const editConflictMessagesEn = {
  editConflict: 'This document was changed by someone else since you opened it. Nothing was saved.',
  invalidPrecondition: 'The If-Match header must be the quoted updatedAt of the version edited.',
} as const
