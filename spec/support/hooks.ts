import './embedded-events.js';
import { closeTestDatabase } from './database.js';

/** Root hooks: the embedded database, if any spec started it, is stopped once at the very end. */
export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    await closeTestDatabase();
  },
};
