import type { ErrorDetail } from '../../lib/wire/error-body.js';
import type { Translate } from '../../lib/wire/translate.js';
import { NetworkError } from './NetworkError.js';

/**
 * What went wrong with a request, as shown to the user and put in `datatable:error` events: the
 * server's error (status 0 when there was no answer or the browser failed).
 */
export type RequestFailure = Pick<ErrorDetail, 'status' | 'code' | 'message'>;

/**
 * The server's `ErrorBody` (lib/wire/error-body.ts), or a generic failure when the body is not that.
 * The message shown is the page's `error.<code>` message when it has one, else the server's.
 */
export async function readFailure(response: Response, t: Translate): Promise<RequestFailure> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status.
  }
  // Read warily: a proxy may answer JSON of another shape.
  const error = (body as { error?: Partial<ErrorDetail> } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'http_error';
  const key = `error.${code}`;
  const translated = t(key);
  return {
    status: response.status,
    code,
    message:
      translated !== key
        ? translated
        : typeof error?.message === 'string' && error.message !== ''
          ? error.message
          : t('request.failed', { status: `${response.status}${response.statusText ? ` ${response.statusText}` : ''}` }),
  };
}

/**
 * The failure to report for an exception (`whatFailed` in the page's language): a {@link NetworkError}
 * is "the server could not be reached"; anything else broke in the browser (an adapter, a CSS framework's script, a bug) and is
 * reported as itself, `<what failed>: <its message>`, and logged with its stack for the developer.
 * Known by its name, not `instanceof`: the code that threw it may be another copy of the class (a chunk
 * loaded on demand under a loader that keeps two module graphs, two bundles of the library on a page).
 */
export function failureFromError(error: unknown, whatFailed: string, t: Translate): RequestFailure {
  if (error instanceof NetworkError || (error as Error | null)?.name === 'NetworkError') return { status: 0, code: 'network_error', message: t('error.network_error') };
  console.error(`ux-datatables: ${whatFailed}.`, error);
  return { status: 0, code: 'client_error', message: `${whatFailed}: ${error instanceof Error ? error.message : String(error)}` };
}

/** Whether the response body is HTML (the edit endpoints answer 422 and 409 with a re-rendered body). */
export function isHtml(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('text/html');
}
