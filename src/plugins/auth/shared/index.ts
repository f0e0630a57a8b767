/** The plugin's endpoint under the user collection (a collection endpoint: Payload matches only those under a collection's slug). */
export const CHANGE_PASSWORD_PATH = '/change-password'

/** `POST {api}/{users}/:id/send-reset`: an admin sends a user the reset email. */
export const SEND_RESET_PATH = '/:id/send-reset'

/** Set on `req.context` by the flows that may set a password on an update (change-password). */
export const PASSWORD_WRITE_CONTEXT_KEY = 'folioPasswordWrite'
