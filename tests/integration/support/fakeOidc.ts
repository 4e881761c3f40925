/**
 * A fake OpenID Connect provider on 127.0.0.1 (docs/decisions/0048, 0060): discovery, authorize, token,
 * JWKS and userinfo, with ID tokens signed by `jose`. Two modes:
 *   - `line`:   LINE-like, gives a name and no e-mail, and signs as LINE's web login does: HS256 with the
 *               channel secret, while its discovery document advertises ES256 (and a JWKS);
 *   - `google`: Google-like, signs ES256 with a key generated at start (in its JWKS), and gives a
 *               verified e-mail (`<user>@gmail.example`, or the user itself when it is an address, so a
 *               test can play someone whose address already has an account).
 * `idTokenAlg: 'ES256'` makes a LINE-mode provider sign with its key instead (an issuer GoTrue can check).
 * `forge(defect)` spoils the next ID token the way an attacker or a broken issuer would, so tests can
 * assert each check is really made.
 * The authorize step is a small page with a "user" field and Allow / Cancel buttons, as a person would
 * choose an account and consent; tests fill it (e2e) or post it (integration, `approve`). The token
 * endpoint checks what a real provider checks: the client's secret, the redirect URI, the PKCE verifier
 * (S256) and that a code works once; the code carries the nonce into the ID token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export type FakeOidcMode = 'line' | 'google';

/** What a forged ID token gets wrong: its key, its audience, its expiry or its nonce. */
export type IdTokenDefect = 'foreign-key' | 'wrong-audience' | 'expired' | 'wrong-nonce';

export const FAKE_OIDC_CLIENTS: Record<FakeOidcMode, { clientId: string; clientSecret: string }> = {
  line: { clientId: 'fake-line-channel-2000000001', clientSecret: 'fake-line-channel-secret-7f3a9c' },
  google: { clientId: 'fake-google-client.apps.example', clientSecret: 'fake-google-client-secret-91be2d' },
};

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string;
  user: string;
  used: boolean;
}

export interface FakeOidc {
  url: string;
  mode: FakeOidcMode;
  /** What the token endpoint refused, and why (tests assert the flow's checks are really made). */
  refusals: string[];
  /** Every ID token issued, in order (tests read how it was signed). */
  idTokens: string[];
  /** The next ID token the token endpoint issues carries this defect (then tokens are right again). */
  forge(defect: IdTokenDefect): void;
  /** Plays the person on the authorize page: answers the redirect back to the site (the callback URL). */
  approve(authorizeUrl: string, user: string): Promise<string>;
  close(): Promise<void>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function subjectOf(mode: FakeOidcMode, user: string): string {
  return `${mode}-${createHash('sha256').update(user.toLowerCase()).digest('hex').slice(0, 16)}`;
}

export async function startFakeOidc(options: { mode: FakeOidcMode; port?: number; idTokenAlg?: 'HS256' | 'ES256' }): Promise<FakeOidc> {
  const { mode } = options;
  const client = FAKE_OIDC_CLIENTS[mode];
  const alg = options.idTokenAlg ?? (mode === 'line' ? 'HS256' : 'ES256');
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const foreign = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: `fake-${mode}-1`, alg: 'ES256', use: 'sig' };
  let defect: IdTokenDefect | null = null;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, string>();
  const refusals: string[] = [];
  const idTokens: string[] = [];
  let issuer = '';

  const claimsOf = (user: string): Record<string, unknown> => {
    const name = user.includes('@') ? user.split('@')[0]! : user;
    const base = { sub: subjectOf(mode, user), name: name.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) };
    if (mode === 'line') return base;
    return { ...base, email: user.includes('@') ? user.toLowerCase() : `${user.toLowerCase()}@gmail.example`, email_verified: true };
  };

  const json = (res: ServerResponse, status: number, value: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(value));
  const refuse = (res: ServerResponse, error: string, why: string) => {
    refusals.push(why);
    json(res, 400, { error, error_description: why });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    try {
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['pairwise'],
          id_token_signing_alg_values_supported: ['ES256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid', 'profile', 'email'],
        });
      }
      if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const params = url.searchParams;
        if (params.get('client_id') !== client.clientId) return res.writeHead(400).end('unknown client_id');
        if (params.get('response_type') !== 'code') return res.writeHead(400).end('response_type must be code');
        if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge'))
          return res.writeHead(400).end('PKCE (S256) required');
        const hidden = [...params]
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
          .join('');
        const title = mode === 'line' ? 'LINE (test provider)' : 'Google (test provider)';
        return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><form method="post" action="/authorize">${hidden}
<label>User <input name="user" autocomplete="off"></label>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form></body></html>`);
      }
      if (req.method === 'POST' && url.pathname === '/authorize') {
        const form = await body(req);
        const redirectUri = form.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        const state = form.get('state');
        if (state) back.searchParams.set('state', state);
        const user = (form.get('user') ?? '').trim();
        if (form.get('decision') === 'cancel' || !user) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(18).toString('base64url');
          codes.set(code, {
            clientId: form.get('client_id') ?? '',
            redirectUri,
            nonce: form.get('nonce') ?? undefined,
            challenge: form.get('code_challenge') ?? '',
            user,
            used: false,
          });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('iss', issuer);
        return res.writeHead(302, { Location: back.href }).end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = await body(req);
        let clientId = form.get('client_id');
        let secret = form.get('client_secret');
        const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
        if (basic) {
          const [id, pass] = Buffer.from(basic[1]!, 'base64')
            .toString('utf8')
            .split(':')
            .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
          clientId = id ?? null;
          secret = pass ?? null;
        }
        if (clientId !== client.clientId || secret !== client.clientSecret)
          return refuse(res, 'invalid_client', 'client authentication failed');
        if (form.get('grant_type') !== 'authorization_code') return refuse(res, 'unsupported_grant_type', 'grant_type');
        const issued = codes.get(form.get('code') ?? '');
        if (!issued) return refuse(res, 'invalid_grant', 'unknown code');
        if (issued.used) return refuse(res, 'invalid_grant', 'code used twice');
        issued.used = true;
        if (issued.redirectUri !== form.get('redirect_uri')) return refuse(res, 'invalid_grant', 'redirect_uri mismatch');
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
          return refuse(res, 'invalid_grant', 'PKCE verifier mismatch');
        const claims = claimsOf(issued.user);
        const spoilt = defect;
        defect = null;
        const nonce = spoilt === 'wrong-nonce' ? 'not-the-nonce-of-this-flow' : issued.nonce;
        const now = Math.floor(Date.now() / 1000);
        const jwt = new SignJWT({ ...claims, ...(nonce ? { nonce } : {}) })
          .setIssuer(issuer)
          .setAudience(spoilt === 'wrong-audience' ? 'some-other-client' : client.clientId)
          .setIssuedAt(spoilt === 'expired' ? now - 3600 : now)
          .setExpirationTime(spoilt === 'expired' ? now - 1800 : now + 600);
        // LINE's web login: HS256 with the channel secret, no kid. A forger does not have that secret,
        // nor the issuer's private key.
        const idToken =
          alg === 'HS256'
            ? await jwt
                .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
                .sign(new TextEncoder().encode(spoilt === 'foreign-key' ? 'a-guessed-channel-secret' : client.clientSecret))
            : await jwt
                .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
                .sign(spoilt === 'foreign-key' ? foreign.privateKey : privateKey);
        idTokens.push(idToken);
        const accessToken = randomBytes(24).toString('base64url');
        accessTokens.set(accessToken, issued.user);
        return json(res, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 600,
          scope: 'openid profile email',
          id_token: idToken,
        });
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const user = token ? accessTokens.get(token) : undefined;
        if (!user) return res.writeHead(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }).end();
        return json(res, 200, claimsOf(user));
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: issuer,
    mode,
    refusals,
    idTokens,
    forge(next) {
      defect = next;
    },
    async approve(authorizeUrl, user) {
      const page = new URL(authorizeUrl);
      const shown = await fetch(page);
      if (!shown.ok) throw new Error(`authorize refused: ${shown.status} ${await shown.text()}`);
      const form = new URLSearchParams(page.searchParams);
      form.set('user', user);
      form.set('decision', 'allow');
      const answer = await fetch(`${issuer}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      const location = answer.headers.get('location');
      if (!location) throw new Error('authorize gave no redirect');
      return location;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
