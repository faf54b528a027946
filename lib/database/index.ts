// Subpath `@vendor/ux-datatables/database`: a PostgreSQL for development and tests without a server.
export { EmbeddedPostgres } from './EmbeddedPostgres.js';
export type { EmbeddedPostgresOptions } from './EmbeddedPostgres.js';
export { openDatabase } from './open-database.js';
export type { DatabaseHandle, OpenDatabaseOptions } from './open-database.js';
