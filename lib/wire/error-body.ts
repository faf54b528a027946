// The body of every error the endpoints answer in JSON: the server's error middleware writes it, the
// browser reads it to report a failure (docs/endpoints.md). 5xx answers carry a generic message.

/** Field name -> messages, as sent in an error body (a 400 naming the parameters at fault). */
export type FieldErrors = Record<string, string[]>;

/** What went wrong: the HTTP status, a stable `code` (`row_not_found`, ...), a message, and per field its messages. */
export interface ErrorDetail {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
}

/** `{ "error": { "status", "code", "message", "fields"? } }`. */
export interface ErrorBody {
  error: ErrorDetail;
}
