/**
 * Every API request gets an id of the server's making (a client's own header is replaced): Payload
 * sees it on the request, the answer carries it, and a failed request is logged with it.
 */
export const REQUEST_ID_HEADER = 'x-request-id'
