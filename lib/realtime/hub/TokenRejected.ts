import { DataTablesError } from '../../errors/DataTablesError.js';

/**
 * A JWT the hub refuses (a 401). `reason` is one of a fixed set of words chosen by the hub, never text
 * from the token: it is what the log says, so that no client can write into the server's log.
 */
export class TokenRejected extends DataTablesError {
  override name = 'TokenRejected';

  constructor(readonly reason: string) {
    super(`JWT rejected: ${reason}`);
  }
}

/** The fixed reason for an error of `jose`, by its code and the claim it names (from a known list). */
export function rejectionReason(error: unknown): string {
  const { code, claim } = (error ?? {}) as { code?: unknown; claim?: unknown };
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'expired';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'bad signature';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'algorithm not allowed';
    case 'ERR_JOSE_NOT_SUPPORTED':
      return 'unsupported header (crit or alg)';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return typeof claim === 'string' && KNOWN_CLAIMS.has(claim) ? `claim "${claim}" invalid` : 'claim invalid';
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return 'malformed';
    default:
      return 'invalid';
  }
}

const KNOWN_CLAIMS = new Set(['exp', 'nbf', 'iat', 'aud', 'iss', 'sub', 'typ', 'jti']);
