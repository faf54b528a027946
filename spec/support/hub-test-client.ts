import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import express from 'express';
import { SignJWT } from 'jose';
import { mercureHub, type MercureHubRouter } from '../../lib/realtime/hub/mercureHub.js';
import type { MercureHubOptions } from '../../lib/realtime/hub/MercureHubOptions.js';
import { waitFor } from './wait-for.js';

/** The HS256 secret of the test hubs. */
export const SECRET = 'a-test-secret-of-at-least-32-characters';

/** A logger that keeps what it is told, for specs that look, and keeps the output clean. */
export function quietLogger(): { warnings: string[]; errors: unknown[]; warn(message: string): void; error(message: string, ...details: unknown[]): void } {
  return {
    warnings: [],
    errors: [],
    warn(message) {
      this.warnings.push(message);
    },
    error(message, ...details) {
      this.errors.push(message, ...details);
    },
  };
}

/** An application serving the hub router at `/.well-known/mercure` on an ephemeral port of 127.0.0.1, as the demo mounts it. */
export interface TestHub {
  url: string;
  origin: string;
  hub: MercureHubRouter;
  close(): Promise<void>;
}

/** Starts a {@link TestHub}; options default to the test secret and a quiet logger. */
export async function startTestHub(options: Partial<MercureHubOptions> = {}): Promise<TestHub> {
  const hub = mercureHub({ publisherKey: SECRET, logger: quietLogger(), ...options });
  const app = express().use('/.well-known/mercure', hub);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/.well-known/mercure`,
    origin,
    hub,
    close: async () => {
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JWT carrying `{ mercure: claims }`, HS256 with `key` (the test secret by default). */
export async function token(claims: { publish?: string[]; subscribe?: string[] }, key: string = SECRET): Promise<string> {
  return new SignJWT({ mercure: claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
}

/** A publisher JWT allowed to publish everywhere. */
export const publisherToken = () => token({ publish: ['*'] });

/** The type of Mercure authorization details, as the 1.0 hub names it. */
export const MERCURE_DETAIL = 'https://mercure.rocks/authorization-detail';

/** A Mercure 1.0 topic matcher of a token. */
export type TokenMatcher = { match: string; match_type?: string };

/**
 * A Mercure 1.0 access token (`typ: at+jwt`, `iss`, `aud`, `exp` in 60 s) granting `publish` and
 * `subscribe` on their matchers; `overrides` replaces claims or the header (`typ: null` drops it).
 */
export async function accessToken(
  aud: string | string[],
  grants: { publish?: TokenMatcher[]; subscribe?: TokenMatcher[] },
  overrides: { claims?: Record<string, unknown>; typ?: string | null; key?: string } = {},
): Promise<string> {
  const details = [];
  if (grants.publish !== undefined) details.push({ type: MERCURE_DETAIL, actions: ['publish'], topics: grants.publish });
  if (grants.subscribe !== undefined) details.push({ type: MERCURE_DETAIL, actions: ['subscribe'], topics: grants.subscribe });
  const claims = { iss: 'ux-datatables-spec', aud, exp: Math.floor(Date.now() / 1000) + 60, authorization_details: details, ...overrides.claims };
  for (const [name, value] of Object.entries(claims)) if (value === undefined) delete (claims as Record<string, unknown>)[name];
  const typ = overrides.typ === undefined ? 'at+jwt' : overrides.typ;
  return new SignJWT(claims)
    .setProtectedHeader(typ === null ? { alg: 'HS256' } : { alg: 'HS256', typ })
    .sign(new TextEncoder().encode(overrides.key ?? SECRET));
}

/** Form fields of a publish; arrays repeat the field. */
export type PublishFields = Record<string, string | string[]>;

/** POSTs `fields` to the hub with `headers`; without them, as the all-topics publisher. */
export async function publish(url: string, fields: PublishFields, headers?: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  const sent = headers ?? { Authorization: `Bearer ${await publisherToken()}` };
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...sent }, body });
}

/** Publishes and returns the id the hub answered (throws unless 200). */
export async function publishOk(url: string, fields: PublishFields, headers?: Record<string, string>): Promise<string> {
  const response = await publish(url, fields, headers);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`publish answered ${response.status}: ${text}`);
  return text;
}

/**
 * An open event stream read with `fetch` and a spec-compliant parser, with its raw text and comments.
 * Each wait fails after 2 s (`waitFor`), naming what did not come.
 */
export interface Subscription {
  response: Response;
  raw: string;
  comments: number;
  /** The next event, waiting for it when none is queued. */
  next(): Promise<EventSourceMessage>;
  /** Resolves at the next comment (heartbeat). */
  nextComment(): Promise<void>;
  /** Resolves once the server ended the stream. */
  ended(): Promise<void>;
  /** Disconnects, as a closed browser tab would. */
  close(): void;
}

/** Opens `GET url?topic=...` (or `parameter=...`, plus `query`) with `headers`; rejects unless the hub answers 200. */
export async function subscribe(
  url: string,
  selectors: string[],
  options: { headers?: Record<string, string>; query?: Record<string, string>; parameter?: string } = {},
): Promise<Subscription> {
  const target = new URL(url);
  for (const selector of selectors) target.searchParams.append(options.parameter ?? 'topic', selector);
  for (const [name, value] of Object.entries(options.query ?? {})) target.searchParams.append(name, value);
  const controller = new AbortController();
  const response = await fetch(target, { headers: options.headers, signal: controller.signal });
  if (response.status !== 200 || response.body === null) throw new Error(`subscribe answered ${response.status}: ${await response.text()}`);
  const events: EventSourceMessage[] = [];
  let reading = true;
  const subscription: Subscription = {
    response,
    raw: '',
    comments: 0,
    next: async () => {
      await waitFor(() => events.length > 0, { what: `an event on ${target}` });
      return events.shift() as EventSourceMessage;
    },
    nextComment: () => {
      const seen = subscription.comments;
      return waitFor(() => subscription.comments > seen, { what: `a comment on ${target}` });
    },
    ended: () => waitFor(() => !reading, { what: `the hub to end ${target}` }),
    close: () => controller.abort(),
  };
  const parser = createParser({
    onEvent: (event) => void events.push(event),
    onComment: () => void (subscription.comments += 1),
  });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        subscription.raw += text;
        parser.feed(text);
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      reading = false;
    }
  })();
  return subscription;
}
