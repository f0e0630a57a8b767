/** The plugin's endpoint under the user collection (a collection endpoint: PAYLOAD-HEADLESS.md §9). */
export const CHANGE_PASSWORD_PATH = '/change-password'

/** Set on `req.context` by the flows that may set a password on an update (change-password). */
export const PASSWORD_WRITE_CONTEXT_KEY = 'folioPasswordWrite'
