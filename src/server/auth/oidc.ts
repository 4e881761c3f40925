/**
 * The local adapter's OpenID Connect client (docs/decisions/0048): the authorization code flow with
 * PKCE, state and nonce, done on the server with openid-client against any issuer found by discovery.
 * The flow's secrets (verifier, state, nonce) wait in a short-lived httpOnly cookie of this browser, so
 * a callback completes only in the browser that started it.
 */
import * as client from 'openid-client';
import { displayName, verifiedEmail, type ProviderProfile, type SocialProvider } from '../../domain/auth/identities';
import { AuthError, type CookieJar } from './types';

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type OidcSettings = Partial<Record<SocialProvider, OidcProviderSettings>>;

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
      found = client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
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
    });
    cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), { maxAge: FLOW_TTL_SECONDS });
    return { url: url.href };
  }

  /**
   * Completes the flow from the callback URL: the code is exchanged with the verifier, the ID token's
   * signature, issuer, audience, expiry and nonce are checked by openid-client. Answers who signed in
   * and whether the flow was a link. The flow cookie works once.
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
      claims = { ...(tokens.claims() ?? {}) };
    } catch (error) {
      console.warn('[auth] social sign-in refused', provider, (error as Error).message);
      throw new AuthError('invalid_token', 'The provider did not confirm this sign-in');
    }
    const subject = claims.sub;
    if (typeof subject !== 'string' || !subject) throw new AuthError('invalid_token', 'No subject in the ID token');
    return { profile: { provider, subject, email: verifiedEmail(claims), name: displayName(claims) }, link: flow.link };
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
