// The ID token of a social sign-in is believed only when it is signed as its provider signs (decision
// 0060): LINE's web login with HS256 and the channel secret (though its discovery document says ES256),
// Google with ES256 and a key of its JWKS. The real openid-client flow against the fake issuers, no
// database: a token signed with a foreign key or guessed secret, for another client, expired, or with
// another flow's nonce is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { OidcClients } from '../../../src/server/auth/adapters/oidc';
import { FAKE_OIDC_CLIENTS, startFakeOidc, subjectOf, type FakeOidc, type IdTokenDefect } from '../support/fakeOidc';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const CALLBACK = (provider: string) => `http://127.0.0.1:4321/api/auth/callback/${provider}`;

describe('ID tokens of social sign-in', { timeout: 30_000 }, () => {
  let line: FakeOidc;
  let google: FakeOidc;
  let lineSignsEs256: FakeOidc;
  let oidc: OidcClients;

  beforeAll(async () => {
    line = await startFakeOidc({ mode: 'line' });
    google = await startFakeOidc({ mode: 'google' });
    lineSignsEs256 = await startFakeOidc({ mode: 'line', idTokenAlg: 'ES256' });
    oidc = new OidcClients(
      {
        line: { issuer: line.url, ...FAKE_OIDC_CLIENTS.line },
        google: { issuer: google.url, ...FAKE_OIDC_CLIENTS.google },
      },
      true,
    );
  });
  afterAll(async () => {
    await Promise.all([line?.close(), google?.close(), lineSignsEs256?.close()]);
  });

  const fakeOf = (provider: 'line' | 'google') => (provider === 'line' ? line : google);

  /** A person picks `user` at the provider and comes back: what the client made of the answer. */
  async function signIn(clients: OidcClients, fake: FakeOidc, provider: 'line' | 'google', user: string) {
    const jar = new MemoryJar();
    const { url } = await clients.start(jar, provider, CALLBACK(provider), false);
    const back = await fake.approve(url, user);
    return clients.finish(jar, provider, new URL(back));
  }

  it('accepts LINE tokens signed HS256 with the channel secret, though discovery advertises ES256', async () => {
    const discovery = (await (await fetch(`${line.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['ES256']);
    const { profile } = await signIn(oidc, line, 'line', 'somchai');
    expect(profile).toMatchObject({ provider: 'line', subject: subjectOf('line', 'somchai'), name: 'Somchai' });
    expect(decodeProtectedHeader(line.idTokens.at(-1)!)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('accepts Google tokens signed ES256 with a key of its JWKS', async () => {
    const { profile } = await signIn(oidc, google, 'google', 'nok');
    expect(profile).toMatchObject({ provider: 'google', subject: subjectOf('google', 'nok'), email: 'nok@gmail.example' });
    expect(decodeProtectedHeader(google.idTokens.at(-1)!)).toMatchObject({ alg: 'ES256', kid: 'fake-google-1' });
  });

  const defects: IdTokenDefect[] = ['foreign-key', 'wrong-audience', 'expired', 'wrong-nonce'];
  for (const provider of ['line', 'google'] as const)
    for (const defect of defects)
      it(`refuses a ${provider} token with ${defect}`, async () => {
        const fake = fakeOf(provider);
        const issued = fake.idTokens.length;
        fake.forge(defect);
        const refused = await authErrorOf(signIn(oidc, fake, provider, `mallory-${defect}`));
        expect(refused.code).toBe('invalid_token');
        // The provider did issue the token (the flow got that far); the next honest sign-in works.
        expect(fake.idTokens).toHaveLength(issued + 1);
        await expect(signIn(oidc, fake, provider, `honest-${defect}`)).resolves.toMatchObject({ profile: { provider } });
      });

  it('a LINE client takes only HS256: a token signed with some ES256 key is refused', async () => {
    const clients = new OidcClients({ line: { issuer: lineSignsEs256.url, ...FAKE_OIDC_CLIENTS.line } }, true);
    expect((await authErrorOf(signIn(clients, lineSignsEs256, 'line', 'somsak'))).code).toBe('invalid_token');
  });

  it('a Google client never takes an HS256 token, whatever secret signed it', async () => {
    // An issuer that signs HS256 with Google's client secret (as LINE does) is not trusted as Google.
    const clients = new OidcClients({ google: { issuer: line.url, ...FAKE_OIDC_CLIENTS.line } }, true);
    expect((await authErrorOf(signIn(clients, line, 'google', 'somsri'))).code).toBe('invalid_token');
  });
});
