/** What went wrong with a request, as shown to the user and put in `datatable:error` events. */
export interface RequestFailure {
  status: number;
  code: string;
  message: string;
}

/** The server's `{ "error": { status, code, message } }`, or a generic failure when the body is not that. */
export async function readFailure(response: Response): Promise<RequestFailure> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status.
  }
  const error = (body as { error?: Partial<RequestFailure> } | null)?.error;
  return {
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'http_error',
    message:
      typeof error?.message === 'string' && error.message !== ''
        ? error.message
        : `The request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`,
  };
}

/** A failure for a request that never got an answer, or broke in the browser. */
export function failureFromError(error: unknown): RequestFailure {
  if (error instanceof TypeError) {
    return { status: 0, code: 'network_error', message: 'The server could not be reached. Please try again.' };
  }
  return { status: 0, code: 'client_error', message: error instanceof Error ? error.message : String(error) };
}

/** Whether the response body is HTML (the edit endpoints answer 422 and 409 with a re-rendered body). */
export function isHtml(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('text/html');
}
