// The X adapter against a fake X that verifies OAuth 1.0a signatures for real: what a post sends,
// what it answers, OAuth 2.0 Bearer as the alternative, and the exact messages for missing
// credentials, refusals (bad signature, replayed nonce, duplicate, rate limit, outage) and silence.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SocialError, socialFrom, XSocial, type XAuth, type XOptions } from '../../../src/server/social';
import { configFrom, readConfig, type Env } from '../../../src/server/config';

const socialFromEnv = (env: Env) => socialFrom(configFrom(env).x);
import { FAKE_X_BEARER, FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '../support/fakeX';

const OAUTH1: XAuth = { kind: 'oauth1', ...FAKE_X_CREDENTIALS };
const ENV_OAUTH1 = {
  X_API_KEY: FAKE_X_CREDENTIALS.consumerKey,
  X_API_SECRET: FAKE_X_CREDENTIALS.consumerSecret,
  X_ACCESS_TOKEN: FAKE_X_CREDENTIALS.token,
  X_ACCESS_TOKEN_SECRET: FAKE_X_CREDENTIALS.tokenSecret,
};

async function failure(promise: Promise<unknown>): Promise<SocialError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SocialError);
  return error as SocialError;
}

describe('X adapter', () => {
  let fake: FakeX;
  const x = (options: XOptions = {}) => new XSocial({ auth: OAUTH1, baseUrl: fake.url, timeoutMs: 2000, ...options });

  beforeAll(async () => {
    fake = await startFakeX();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  describe('with OAuth 1.0a', () => {
    it('posts the text as JSON with a valid signature and answers the id and its x.com URL', async () => {
      const posted = await x().post('New on the blog: local SEO in Bangkok');

      expect(posted.id).toMatch(/^\d{19}$/);
      expect(posted.url).toBe(`https://x.com/i/web/status/${posted.id}`);
      expect(fake.posted()).toEqual(['New on the blog: local SEO in Bangkok']);
      const [sent] = fake.requests;
      expect(sent).toMatchObject({ method: 'POST', path: '/2/tweets', scheme: 'oauth1', authError: undefined, status: 201 });
      expect(sent?.contentType).toMatch(/^application\/json/);
      expect(sent?.body).toEqual({ text: 'New on the blog: local SEO in Bangkok' });
      expect(Object.keys(sent?.oauth ?? {}).sort()).toEqual([
        'oauth_consumer_key',
        'oauth_nonce',
        'oauth_signature',
        'oauth_signature_method',
        'oauth_timestamp',
        'oauth_token',
        'oauth_version',
      ]);
      expect(sent?.oauth).toMatchObject({
        oauth_consumer_key: FAKE_X_CREDENTIALS.consumerKey,
        oauth_token: FAKE_X_CREDENTIALS.token,
      });
    });

    it('signs text in any script, with emoji and reserved characters (the JSON body is not signed)', async () => {
      const text = 'ราคาพิเศษ 20% + ฟรีโดเมน! "Shop" & more 🚀 https://siampixel.example/th/blog?x=1#top';
      await x().post(text);
      expect(fake.requests[0]).toMatchObject({ authError: undefined, status: 201, body: { text } });
    });

    it('makes a fresh nonce for every post, so consecutive posts all pass', async () => {
      const one = await x().post('First');
      const two = await x().post('Second');
      expect(one.id).not.toBe(two.id);
      const nonces = fake.requests.map((request) => request.oauth?.['oauth_nonce']);
      expect(new Set(nonces).size).toBe(2);
    });

    it('uses an injected nonce and timestamp, and X refuses a replayed nonce', async () => {
      const timestamp = Math.floor(Date.now() / 1000);
      const fixed = x({ nonce: () => 'fixedNonceForTheTest123', timestamp: () => timestamp });
      await fixed.post('Once');
      expect(fake.requests[0]?.oauth).toMatchObject({
        oauth_nonce: 'fixedNonceForTheTest123',
        oauth_timestamp: String(timestamp),
      });

      const error = await failure(fixed.post('Twice'));
      expect(error).toMatchObject({
        code: 'api_error',
        message: 'Failed to post tweet: 401 Unauthorized',
        status: 401,
        statusText: 'Unauthorized',
      });
      expect(fake.requests[1]?.authError).toBe('nonce already used');
    });

    it('is refused when the signature is wrong (a wrong consumer or token secret)', async () => {
      for (const wrong of [{ consumerSecret: 'not-the-secret' }, { tokenSecret: 'not-the-secret' }]) {
        const error = await failure(x({ auth: { ...OAUTH1, ...wrong } }).post('Hello'));
        expect(error).toMatchObject({
          code: 'api_error',
          message: 'Failed to post tweet: 401 Unauthorized',
          status: 401,
          detail: 'Unauthorized',
        });
      }
      expect(fake.requests.map((request) => request.authError)).toEqual([
        expect.stringMatching(/^bad signature/),
        expect.stringMatching(/^bad signature/),
      ]);
      expect(fake.posted()).toEqual([]);
    });

    it('is refused with a stale timestamp', async () => {
      await failure(x({ timestamp: () => Math.floor(Date.now() / 1000) - 3600 }).post('Hello'));
      expect(fake.requests[0]?.authError).toBe('timestamp out of bounds');
    });

    it('signs the URL it calls, a trailing slash in the base included', async () => {
      await x({ baseUrl: `${fake.url}/` }).post('Hello');
      expect(fake.requests[0]).toMatchObject({ path: '/2/tweets', authError: undefined, status: 201 });
    });
  });

  describe('with an OAuth 2.0 user token', () => {
    it('sends it as a Bearer token', async () => {
      const posted = await x({ auth: { kind: 'bearer', accessToken: FAKE_X_BEARER } }).post('Hello from OAuth 2.0');
      expect(posted.url).toBe(`https://x.com/i/web/status/${posted.id}`);
      expect(fake.requests[0]).toMatchObject({
        scheme: 'bearer',
        authorization: `Bearer ${FAKE_X_BEARER}`,
        oauth: undefined,
        status: 201,
      });
    });

    it('is refused with a wrong token', async () => {
      const error = await failure(x({ auth: { kind: 'bearer', accessToken: 'expired' } }).post('Hello'));
      expect(error.message).toBe('Failed to post tweet: 401 Unauthorized');
    });
  });

  describe('errors', () => {
    it("reports X's duplicate-content refusal as a 403 and keeps X's words for logs", async () => {
      await x().post('Same text');
      const error = await failure(x().post('Same text'));
      expect(error).toMatchObject({
        code: 'api_error',
        message: 'Failed to post tweet: 403 Forbidden',
        status: 403,
        statusText: 'Forbidden',
        detail: 'You are not allowed to create a Tweet with duplicate content.',
      });
    });

    it.each([
      [429, 'Too Many Requests'],
      [500, 'Internal Server Error'],
      [503, 'Service Unavailable'],
    ] as const)('reports a %i as "Failed to post tweet: %i %s"', async (status, statusText) => {
      fake.reply({ status });
      const error = await failure(x().post('Hello'));
      expect(error.message).toBe(`Failed to post tweet: ${status} ${statusText}`);
      expect(error).toMatchObject({ code: 'api_error', status, statusText });
    });

    it('reports a 2xx without a tweet id instead of inventing a URL', async () => {
      fake.reply({ status: 201, body: { data: {} } }, { status: 200, body: { errors: [{ message: 'oops' }] } });
      expect((await failure(x().post('Hello'))).message).toBe('Failed to post tweet: no tweet id in the 201 answer');
      expect((await failure(x().post('Hello'))).message).toBe('Failed to post tweet: no tweet id in the 200 answer');
    });

    it('refuses without credentials, without calling X', async () => {
      const error = await failure(new XSocial({ baseUrl: fake.url }).post('Hello'));
      expect(error).toMatchObject({ code: 'not_configured', message: 'X API credentials are not configured' });
      expect(fake.requests).toHaveLength(0);
    });

    it('gives up on X when it does not answer within the timeout', async () => {
      fake.reply('hang');
      const error = await failure(x({ timeoutMs: 200 }).post('Hello'));
      expect(error).toMatchObject({
        code: 'api_error',
        message: 'Failed to post tweet: X did not answer within 200 ms',
        status: undefined,
        outcomeUnknown: true,
      });
    });

    it('reports X being down as unreachable', async () => {
      const down = await startFakeX();
      await down.close();
      const error = await failure(x({ baseUrl: down.url }).post('Hello'));
      // Refused before connecting: X never saw it, so a retry needs no look-up.
      expect(error).toMatchObject({
        code: 'api_error',
        message: 'Failed to post tweet: X unreachable (ECONNREFUSED)',
        outcomeUnknown: false,
      });
    });

    it('marks a refusal as known and a duplicate as such', async () => {
      await x().post('Once only');
      const error = await failure(x().post('Once only'));
      expect(error).toMatchObject({ status: 403, outcomeUnknown: false, isDuplicate: true });
    });
  });

  describe('findRecent', () => {
    for (const auth of [OAUTH1, { kind: 'bearer', accessToken: FAKE_X_BEARER } as const]) {
      it(`finds the account's tweet with the text, links shortened by X (${auth.kind})`, async () => {
        const since = new Date(Date.now() - 1000);
        const text = 'New: Pricing & timelines https://siampixel.co.th/blog/pricing';
        const posted = await x({ auth }).post(text);
        await x({ auth }).post('Something else');
        expect(await x({ auth }).findRecent(text, since)).toEqual(posted);
        expect(await x({ auth }).findRecent('Never posted', since)).toBeNull();
        // Only since the given time.
        expect(await x({ auth }).findRecent(text, new Date(Date.now() + 5000))).toBeNull();
        // Signed GETs with a query: the fake verified every signature.
        expect(fake.requests.filter((request) => request.authError)).toEqual([]);
      });
    }

    it('throws a SocialError when the account may not read', async () => {
      fake.lookups('forbidden');
      const error = await failure(x().findRecent('Anything', new Date()));
      expect(error).toMatchObject({ code: 'api_error', status: 403 });
    });
  });

  describe('socialFromEnv', () => {
    it('signs with OAuth 1.0a from the four X_* keys, at X_API_BASE', async () => {
      await socialFromEnv({ ...ENV_OAUTH1, X_API_BASE: fake.url }).post('From the environment');
      expect(fake.requests[0]).toMatchObject({ scheme: 'oauth1', authError: undefined, status: 201 });
    });

    it('prefers OAuth 1.0a when a Bearer token is set too, and uses the Bearer token alone otherwise', async () => {
      await socialFromEnv({ ...ENV_OAUTH1, X_BEARER_TOKEN: FAKE_X_BEARER, X_API_BASE: fake.url }).post('Both set');
      await socialFromEnv({ X_BEARER_TOKEN: FAKE_X_BEARER, X_API_BASE: fake.url }).post('Bearer only');
      expect(fake.requests.map((request) => request.scheme)).toEqual(['oauth1', 'bearer']);
    });

    it('reports a partial OAuth 1.0a set as a configuration problem instead of posting', async () => {
      const { X_ACCESS_TOKEN_SECRET: _, ...partial } = ENV_OAUTH1;
      expect(readConfig(partial)).toMatchObject({
        ok: false,
        problems: [expect.stringMatching(/^X posting: X_ACCESS_TOKEN_SECRET missing/)],
      });
      const error = await failure(socialFromEnv({ X_API_BASE: fake.url }).post('Hello'));
      expect(error).toMatchObject({ code: 'not_configured', message: 'X API credentials are not configured' });
      expect(fake.requests).toHaveLength(0);
    });

    it('defaults to api.x.com', () => {
      const port = socialFromEnv({ X_BEARER_TOKEN: 't' });
      expect(port).toBeInstanceOf(XSocial);
      expect((port as XSocial).endpoint).toBe('https://api.x.com/2/tweets');
      expect(configFrom({ X_BEARER_TOKEN: 't' }).x.auth).toEqual({ kind: 'bearer', accessToken: 't' });
    });
  });
});
