/** Who made a document and who made each save (each version keeps its `updatedBy`). */
export const CREATED_BY_FIELD = 'createdBy'
export const UPDATED_BY_FIELD = 'updatedBy'
/**
 * True on a document that only autosave has saved since its first autosave created it: a try that
 * was typed into and left, listed by the 'My unsaved new drafts' filter. Any other save clears it.
 */
export const AUTOSAVE_ONLY_FIELD = 'autosaveOnly'
