import type { Request } from 'express';

/** The hub's URL as this request reached it (`<scheme>://<host><mount path>`): 1.0's default audience, and the base of relative URL patterns. */
export function hubUrlOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`;
}

/** The client's address, for the cap of subscriptions per address: the socket's, never a header a client can forge. */
export function clientAddress(req: Request): string {
  return req.socket.remoteAddress ?? 'unknown';
}
