// @vendor/ux-datatables/dev-hub: a Mercure hub for development and tests. Every export is listed by name.

export { mercureHub } from './mercureHub.js';
export type { MercureHubRouter } from './mercureHub.js';
export { MERCURE_PATH, startMercureHub } from './startMercureHub.js';
export type { RunningMercureHub, StartMercureHubOptions } from './startMercureHub.js';
export type { MercureHubOptions } from './MercureHubOptions.js';
export { HUB_ALGORITHMS } from './TokenVerifier.js';
export type { HubAlgorithm, HubKey, MercureClaims } from './TokenVerifier.js';
export type { HubUpdate } from './HubUpdate.js';
export { TopicSelector } from './selector/TopicSelector.js';
export { SelectorError } from './selector/SelectorError.js';
