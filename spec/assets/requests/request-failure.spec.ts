import { expect } from 'chai';
import { NetworkError } from '../../../assets/requests/NetworkError.js';
import { failureFromError } from '../../../assets/requests/request-failure.js';
import { useConsoleErrors } from '../support/console.js';
import { englishT } from '../support/page-language.js';

describe('failureFromError(error, whatFailed, t)', () => {
  const consoleErrors = useConsoleErrors();

  it('reports a NetworkError as a network failure, without logging it', () => {
    const failure = failureFromError(NetworkError.forRequest('/x', new TypeError('Failed to fetch')), 'The row could not be deleted', englishT);
    expect(failure).to.deep.equal({ status: 0, code: 'network_error', message: 'The server could not be reached. Please try again.' });
    expect(consoleErrors.calls).to.deep.equal([]);
  });

  it('reports a TypeError thrown in the browser as a client error naming it, and logs it', () => {
    const error = new TypeError("Cannot read properties of null (reading 'classList')");
    const failure = failureFromError(error, 'The edit modal could not be shown', englishT);
    expect(failure).to.deep.equal({
      status: 0,
      code: 'client_error',
      message: "The edit modal could not be shown: Cannot read properties of null (reading 'classList')",
    });
    expect(consoleErrors.calls).to.deep.equal([['ux-datatables: The edit modal could not be shown.', error]]);
  });

  it('reports a thrown value that is no Error by its string form', () => {
    expect(failureFromError('boom', 'The table could not be loaded', englishT).message).to.equal('The table could not be loaded: boom');
  });
});
