/**
 * A request's key for its retries, with which the server answers a retry as it answered the first
 * (a bulk's `requestId`, a create form's hidden `_request`): 8 to 100 letters, digits, `_` or `-`.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** What a malformed key is told (400). */
export const REQUEST_ID_RULE = 'must be 8 to 100 letters, digits, "_" or "-"';
