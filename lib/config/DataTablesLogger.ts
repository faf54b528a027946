/** Where the library reports what it cannot send to the client (warnings, internal errors); `console` fits. */
export interface DataTablesLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
