/**
 * The generations of the Mercure protocol the development hub speaks: `0.x` (the `mercure` JWT
 * claim, `?topic=` with URI templates) and `1.0` (OAuth access tokens with `authorization_details`,
 * `?match=` and `?match_urlpattern=`). See docs/mercure-protocols.md.
 */
export const MERCURE_PROTOCOLS = ['0.x', '1.0'] as const;

/** One of {@link MERCURE_PROTOCOLS}. */
export type MercureProtocol = (typeof MERCURE_PROTOCOLS)[number];
