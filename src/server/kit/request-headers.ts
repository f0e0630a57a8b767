/**
 * Headers the server sets on every API request before Payload sees it (a client's own value is
 * replaced): plugins read them from `req.headers`.
 */

/** The request's id (a load balancer's, else of the server's making): the answer carries it, and every log line of the request. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** The client's address as the server saw it (behind a trusted proxy, the one it names). */
export const CLIENT_ADDRESS_HEADER = 'x-folio-client-address'
