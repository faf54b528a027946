/**
 * A request that got no answer: `fetch` rejected (offline, DNS, connection refused or reset, CORS).
 * {@link ServerEndpoints} throws it in place of the browser's `TypeError`, which any bug in the page
 * can throw as well, so only this is ever reported as "the server could not be reached".
 */
export class NetworkError extends Error {
  override name = 'NetworkError';

  private constructor(
    message: string,
    /** The URL that was requested. */
    readonly url: string,
    cause: unknown,
  ) {
    super(message, { cause });
  }

  /** The rejection of `fetch(url)`, kept as the `cause`. */
  static forRequest(url: string, cause: unknown): NetworkError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new NetworkError(`No answer from "${url}": ${reason}`, url, cause);
  }
}
