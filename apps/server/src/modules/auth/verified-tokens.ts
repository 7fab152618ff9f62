// Id tokens whose signature was checked already (decision 260): HS256 through WebCrypto was the
// largest single cost of a cached site list request (~9 % of the server's CPU in bench/api's
// profile). A token's signature, issuer and audience are facts of its text and the secret, so a
// verified token need not be verified again; its expiry is still checked on every use, against
// the same clock. Revocation is the session row's business (session-cache.ts), never this one's.
export type VerifiedClaims = { sub: string; sid: string; exp: number };

/** Tokens remembered at most; the oldest go first. */
const MAX_TOKENS = 50_000;

export function createVerifiedTokens() {
  const tokens = new Map<string, VerifiedClaims>();
  return {
    /** The claims of a token verified before and not expired at `now`, else undefined. */
    get(token: string, now: Date): VerifiedClaims | undefined {
      const claims = tokens.get(token);
      if (!claims) return undefined;
      // As jose's jwtVerify: expired when exp <= now in whole seconds.
      if (claims.exp > Math.floor(now.getTime() / 1000)) return claims;
      tokens.delete(token);
      return undefined;
    },
    remember(token: string, claims: VerifiedClaims): void {
      if (tokens.size >= MAX_TOKENS) {
        const oldest = tokens.keys().next();
        if (!oldest.done) tokens.delete(oldest.value);
      }
      tokens.set(token, claims);
    },
  };
}
