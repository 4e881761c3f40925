/**
 * The local adapter's OpenID Connect client (docs/decisions/0048, 0060): the authorization code flow
 * with PKCE, state and nonce, done on the server with openid-client against any issuer found by
 * discovery. The flow's secrets (verifier, state, nonce) wait in a short-lived httpOnly cookie of this
 * browser, so a callback completes only in the browser that started it.
 *
 * openid-client v6 checks the ID token's claims but not its signature (a token from the token endpoint
 * over TLS may go unsigned-checked, OIDC Core 3.1.3.7), so the signature is checked here with `jose`
 * (decision 0060): LINE's web login signs HS256 with the channel secret although its discovery document
 * advertises ES256; other issuers (Google) sign asymmetrically with the keys of their JWKS.
 */
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { displayName, verifiedEmail, type ProviderProfile, type SocialProvider } from '../../../domain/auth/identities';
import { AuthError, type CookieJar } from '../types';
import type { OidcProviderSettings, OidcSettings } from '../../config';

/** The providers' settings are configuration (src/server/config.ts reads them). */
export type { OidcProviderSettings, OidcSettings };

/**
 * How each provider signs the ID tokens of a web login (decision 0060): LINE with HMAC-SHA256 and the
 * channel secret ("for web login, HS256", LINE Login: Get profile information from ID tokens), whatever
 * its discovery document says; the others with a key of their JWKS.
 */
export const ID_TOKEN_SIGNING: Record<SocialProvider, 'channel-secret' | 'issuer-keys'> = {
  line: 'channel-secret',
  google: 'issuer-keys',
};

/** Clock skew allowed on exp/iat, as openid-client allows by default. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** The flow cookie: ten minutes to choose an account at the provider. */
export const FLOW_COOKIE = 'sp-oidc-flow';
const FLOW_TTL_SECONDS = 10 * 60;

interface Flow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  /** Started by a signed-in account from its settings: link, never sign in. */
  link: boolean;
}

export interface StartedFlow {
  url: string;
}

export class OidcClients {
  private readonly discovered = new Map<SocialProvider, Promise<client.Configuration>>();
  private readonly keySets = new Map<SocialProvider, JWTVerifyGetKey>();

  constructor(
    private readonly settings: OidcSettings,
    /** http:// issuers (the test provider on 127.0.0.1) are refused unless this is set. */
    private readonly allowHttp = false,
  ) {}

  configured(): SocialProvider[] {
    return (Object.keys(this.settings) as SocialProvider[]).filter((provider) => this.settings[provider]);
  }

  private configuration(provider: SocialProvider): Promise<client.Configuration> {
    const settings = this.settings[provider];
    if (!settings) return Promise.reject(new AuthError('provider_not_configured', `${provider} is not configured`));
    let found = this.discovered.get(provider);
    if (!found) {
      const issuer = new URL(settings.issuer);
      const insecure = this.allowHttp && issuer.protocol === 'http:';
      // LINE: openid-client is told the algorithm LINE really uses, or it refuses the token because the
      // discovery document names ES256 ("unexpected JWT alg").
      const metadata: Partial<client.ClientMetadata> = { client_secret: settings.clientSecret };
      if (ID_TOKEN_SIGNING[provider] === 'channel-secret') metadata.id_token_signed_response_alg = 'HS256';
      found = client.discovery(
        issuer,
        settings.clientId,
        metadata,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery (the provider briefly down) is tried again on the next sign-in.
      found.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, found);
    }
    return found;
  }

  /** The provider's authorization URL; the flow's secrets go into this browser's cookie. */
  async start(cookies: CookieJar, provider: SocialProvider, redirectUri: string, link: boolean): Promise<StartedFlow> {
    const config = await this.configuration(provider).catch(providerFailure);
    const flow: Flow = {
      provider,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      link,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      // LINE: offer adding the studio's Official Account as a friend on the consent screen, so LINE
      // messages can reach the person (decision 0072; ignored unless the Login channel is linked to it).
      ...(provider === 'line' ? { bot_prompt: 'normal' } : {}),
    });
    cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), { maxAge: FLOW_TTL_SECONDS });
    return { url: url.href };
  }

  /**
   * Completes the flow from the callback URL: the code is exchanged with the verifier; openid-client
   * checks the ID token's issuer, audience, expiry and nonce, and `verifyIdToken` its signature (and
   * those claims again). Answers who signed in and whether the flow was a link. The flow cookie works once.
   */
  async finish(cookies: CookieJar, provider: SocialProvider, callbackUrl: URL): Promise<{ profile: ProviderProfile; link: boolean }> {
    const flow = readFlow(cookies.get(FLOW_COOKIE));
    cookies.delete(FLOW_COOKIE);
    if (!flow || flow.provider !== provider) throw new AuthError('invalid_token', 'No sign-in with this provider was started here');
    if (callbackUrl.searchParams.get('error')) throw new AuthError('provider_cancelled', callbackUrl.searchParams.get('error') ?? '');
    const config = await this.configuration(provider).catch(providerFailure);
    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = await this.verifyIdToken(provider, config, tokens.id_token, flow.nonce);
    } catch (error) {
      console.warn('[auth] social sign-in refused', provider, (error as Error).message);
      throw new AuthError('invalid_token', 'The provider did not confirm this sign-in');
    }
    const subject = claims.sub;
    if (typeof subject !== 'string' || !subject) throw new AuthError('invalid_token', 'No subject in the ID token');
    return { profile: { provider, subject, email: verifiedEmail(claims), name: displayName(claims) }, link: flow.link };
  }

  /**
   * The ID token's signature, issuer, audience, expiry and nonce, checked by `jose` with the key the
   * provider really signs with (decision 0060); its claims, or a throw.
   */
  private async verifyIdToken(
    provider: SocialProvider,
    config: client.Configuration,
    idToken: string | undefined,
    nonce: string,
  ): Promise<Record<string, unknown>> {
    if (!idToken) throw new Error('no ID token');
    const settings = this.settings[provider]!;
    const server = config.serverMetadata();
    const checks = {
      issuer: server.issuer,
      audience: settings.clientId,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    };
    const { payload } =
      ID_TOKEN_SIGNING[provider] === 'channel-secret'
        ? await jwtVerify(idToken, new TextEncoder().encode(settings.clientSecret), { ...checks, algorithms: ['HS256'] })
        : await jwtVerify(idToken, this.keySet(provider, server.jwks_uri), {
            ...checks,
            // Only public-key algorithms: an HS256 token "signed" with a published key would prove nothing.
            algorithms: (server.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => /^(RS|PS|ES)\d{3}$|^EdDSA$/.test(alg)),
          });
    if (payload.nonce !== nonce) throw new Error('ID token nonce mismatch');
    return { ...payload };
  }

  private keySet(provider: SocialProvider, jwksUri: string | undefined): JWTVerifyGetKey {
    if (!jwksUri) throw new Error('the issuer publishes no jwks_uri');
    let keys = this.keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri));
      this.keySets.set(provider, keys);
    }
    return keys;
  }
}

function readFlow(value: string | undefined): Flow | null {
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Flow>;
    if (typeof flow.state !== 'string' || typeof flow.nonce !== 'string' || typeof flow.verifier !== 'string') return null;
    if (flow.provider !== 'google' && flow.provider !== 'line') return null;
    return { provider: flow.provider, state: flow.state, nonce: flow.nonce, verifier: flow.verifier, link: flow.link === true };
  } catch {
    return null;
  }
}

function providerFailure(error: unknown): never {
  if (error instanceof AuthError) throw error;
  console.error('[auth] provider discovery failed', error);
  throw new AuthError('provider_unavailable', 'The provider could not be reached');
}
