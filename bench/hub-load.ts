// Part of `npm run bench -- realtime`: what costly anonymous subscriptions to the development hub cost
// the application's other requests, in each protocol generation.
//   floor:  the p99 of a data request of the application, the hub idle (same process, same run);
//   loaded: the same while 24 anonymous subscriptions hold about the costliest selectors one address may
//           open (every automaton state alive over the whole topic) and an edit is published every 20 ms.
// The goal of issue 21: loaded p99 < 100 ms. The hub runs in the bench's process, as the application's
// server does, so a publish that stalls the event loop shows in the data requests.
import { SignJWT } from 'jose';
import { startMercureHub } from '../lib/realtime/hub/startMercureHub.js';
import type { MercureProtocol } from '../lib/wire/mercure-protocol.js';

/** What one generation measured. */
export interface HubLoadResult {
  protocol: MercureProtocol;
  subscriptions: number;
  refused: number;
  publishes: number;
  floorP99: number;
  loadedP99: number;
}

const SUBSCRIPTIONS = 24;
const REQUESTS = Number(process.env.BENCH_HUB_REQUESTS ?? 200);

/** The 99th percentile (the upper value at that rank). */
export function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

/**
 * Measures each generation in turn: `dataUrl` answers a data request of the application, `topic` is a
 * topic the application publishes (the selectors are built to match its start, then explore).
 */
export async function measureHubLoad(dataUrl: string, topic: string, secret: string): Promise<HubLoadResult[]> {
  const results: HubLoadResult[] = [];
  for (const protocol of ['0.x', '1.0'] as const) {
    const quiet = { warn: () => undefined, error: () => undefined };
    const hub = await startMercureHub({ publisherKey: secret, port: 0, protocol, logger: quiet });
    try {
      const floorP99 = p99(await timeRequests(dataUrl, REQUESTS));
      const controllers: AbortController[] = [];
      let refused = 0;
      for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
        const controller = new AbortController();
        const response = await fetch(costlySubscription(hub.url, protocol, topic, i), { signal: controller.signal });
        if (response.status !== 200) {
          refused += 1;
          await response.body?.cancel();
          continue;
        }
        controllers.push(controller);
        void drain(response);
      }
      const jwt = await publisherJwt(protocol, hub.url, secret);
      let publishing = true;
      let publishes = 0;
      const publisher = (async () => {
        while (publishing) {
          const body = new URLSearchParams({ topic: `${topic}/1`, data: JSON.stringify({ type: 'edit', id: 1, origin: null }) });
          await (await fetch(hub.url, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body })).text();
          publishes += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const loadedP99 = p99(await timeRequests(dataUrl, REQUESTS));
      publishing = false;
      await publisher;
      for (const controller of controllers) controller.abort();
      results.push({ protocol, subscriptions: controllers.length, refused, publishes, floorP99, loadedP99 });
    } finally {
      await hub.close();
    }
  }
  return results;
}

/**
 * About the costliest subscription one of 24 may hold under the hub's bound of 5,000 states per
 * address (some 200 states each): selectors whose every state stays alive over any topic (`{+v}`
 * and `*` match anything), distinct so that no cache helps, and that never match in the end.
 */
function costlySubscription(hubUrl: string, protocol: MercureProtocol, _topic: string, index: number): string {
  const url = new URL(hubUrl);
  if (protocol === '0.x') url.searchParams.append('topic', `${'{+v}'.repeat(28)}z${index}`);
  else url.searchParams.append('match_urlpattern', `${'*'.repeat(100)}z${index}`);
  return url.href;
}

async function publisherJwt(protocol: MercureProtocol, hubUrl: string, secret: string): Promise<string> {
  const key = new TextEncoder().encode(secret);
  if (protocol === '0.x') return new SignJWT({ mercure: { publish: ['*'] } }).setProtectedHeader({ alg: 'HS256' }).sign(key);
  return new SignJWT({ authorization_details: [{ type: 'https://mercure.rocks/authorization-detail', actions: ['publish'], topics: [{ match: '*' }] }] })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setIssuer('bench')
    .setAudience(hubUrl)
    .setExpirationTime('10m')
    .sign(key);
}

async function timeRequests(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

async function drain(response: Response): Promise<void> {
  try {
    for await (const _chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      // Read and dropped: a subscriber that keeps reading, as a browser does.
    }
  } catch {
    // Aborted at the end of the measure.
  }
}
