// Subpath `@vendor/ux-datatables/database`: a PostgreSQL for development and tests without a server.
// Every export is listed by name (and again in spec/architecture/public-api.spec.ts).
export { openDatabase } from './open-database.js';
export type { DatabaseHandle, OpenDatabaseOptions } from './open-database.js';
export type { EmbeddedPostgresOptions } from './EmbeddedPostgres.js';
