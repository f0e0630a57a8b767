// The extension API's data kit: the one HTTP client, its errors, the session and the client config.
export { api, HttpError } from '../data/http'
export { authErrorMessage, requestErrorMessage } from '../data/error-text'
export { logout, type User } from '../data/auth'
export { boot } from '../lib/boot'
export { useClientConfig } from '../lib/client-config-context'
export { useSession } from '../lib/use-session'
export { navigateInAdmin } from '../lib/navigate-in-admin'
export { can, canUnlock } from '../data/access'
