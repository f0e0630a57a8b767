export const contentMessagesEn = {
  authorLiveDocument:
    'This document is published, and authors do not change what is live: save your changes as a draft (draft=true) for an editor to publish.',
  authorLiveCopy:
    'Authors do not create published documents: create it as a draft (draft=true) for an editor to publish.',
} as const
