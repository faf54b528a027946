/** What the code under test passed to `console.error` in the running test. */
export interface ConsoleErrors {
  calls: unknown[][];
}

/** Records `console.error` calls per test, keeping them off the test output. */
export function useConsoleErrors(): ConsoleErrors {
  const recorded: ConsoleErrors = { calls: [] };
  let original: typeof console.error;
  beforeEach(() => {
    recorded.calls = [];
    original = console.error;
    console.error = (...args: unknown[]) => void recorded.calls.push(args);
  });
  afterEach(() => {
    console.error = original;
  });
  return recorded;
}
