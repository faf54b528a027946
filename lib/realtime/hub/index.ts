// @vendor/ux-datatables/dev-hub: a Mercure hub for development and tests. Every export is listed by
// name (and again in spec/architecture/public-api.spec.ts); the hub's parts (token checks, topic
// selectors, history) stay internal.

export { mercureHub } from './mercureHub.js';
export type { MercureHubRouter } from './mercureHub.js';
export { MERCURE_PATH, startMercureHub } from './startMercureHub.js';
export type { RunningMercureHub, StartMercureHubOptions } from './startMercureHub.js';
export type { MercureHubOptions } from './MercureHubOptions.js';
export type { MercureProtocol } from '../../wire/mercure-protocol.js';
export type { HubAlgorithm, HubKey } from './TokenVerifier.js';
