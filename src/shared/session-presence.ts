/**
 * How the admin learns that its session ended on the server (expired, locked by an admin, its
 * cookie gone) while it reads only what anyone may read (docs/behaviour.md §19): each of its API
 * requests says it expects a session, and an answer given to no signed-in user says so.
 */
export const SESSION_HEADER = 'X-Folio-Session'
/** The request's value: the admin believes it is signed in. */
export const SESSION_EXPECTED = 'expected'
/** The answer's value: no credential of the request authenticated anyone. */
export const SESSION_NONE = 'none'
