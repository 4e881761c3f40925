// The stock photo adapter against a fake Pexels: the search that leaves (raw key, no Bearer), how a
// photo is mapped, findPhoto's order of terms, and the exact messages for a missing key, a refusal
// and a provider that does not answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findPhoto, PexelsPhotos, PhotoError, photosFrom, type PhotoPort } from '../../../src/server/photos';
import { configFrom, type Env } from '../../../src/server/config';

const photosFromEnv = (env: Env) => photosFrom(configFrom(env).photos);
import { FAKE_PEXELS_KEY, pexelsPhoto, startFakePexels, type FakePexels } from '../support/fakePexels';

async function failure(promise: Promise<unknown>): Promise<PhotoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return error as PhotoError;
}

describe('Pexels adapter', () => {
  let fake: FakePexels;
  const pexels = (options: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
    new PexelsPhotos({ apiKey: FAKE_PEXELS_KEY, baseUrl: fake.url, timeoutMs: 2000, ...options });

  beforeAll(async () => {
    fake = await startFakePexels();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  describe('search', () => {
    it('asks for 3 photos of page 1 with the raw key, and maps large2x, alt, photographer and page', async () => {
      fake.photos('bangkok skyline', [pexelsPhoto(101, 'bangkok-skyline'), pexelsPhoto(102, 'chao-phraya')]);
      const photos = await pexels().search('bangkok skyline');

      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({
        method: 'GET',
        authorization: FAKE_PEXELS_KEY,
        query: 'bangkok skyline',
        perPage: '3',
        page: '1',
      });
      expect(fake.requests[0]?.path).toBe('/v1/search?query=bangkok+skyline&per_page=3&page=1');
      expect(photos).toEqual([
        {
          src: 'https://images.pexels.com/photos/101/bangkok-skyline.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
          alt: 'A photo of bangkok skyline',
          photographer: 'Photographer 101',
          pageUrl: 'https://www.pexels.com/photo/bangkok-skyline-101/',
        },
        expect.objectContaining({ photographer: 'Photographer 102', pageUrl: 'https://www.pexels.com/photo/chao-phraya-102/' }),
      ]);
    });

    it('passes per_page and page, and encodes the query', async () => {
      fake.photos(
        'ร้านกาแฟ & co',
        [1, 2, 3, 4, 5].map((id) => pexelsPhoto(id, `cafe-${id}`)),
      );
      const photos = await pexels().search('ร้านกาแฟ & co', { perPage: 2, page: 2 });
      expect(fake.requests[0]).toMatchObject({ query: 'ร้านกาแฟ & co', perPage: '2', page: '2' });
      expect(photos.map((photo) => photo.photographer)).toEqual(['Photographer 3', 'Photographer 4']);
    });

    it('falls back to the original without large2x, to the query without alt, and skips photos with neither source', async () => {
      fake.photos('temple', [
        pexelsPhoto(1, 'no-source', { src: {} }),
        pexelsPhoto(2, 'wat-arun', { src: { original: 'https://images.pexels.com/photos/2/wat-arun.jpeg' }, alt: null }),
        pexelsPhoto(3, 'wat-pho', { alt: '' }),
      ]);
      expect(await pexels().search('temple')).toEqual([
        {
          src: 'https://images.pexels.com/photos/2/wat-arun.jpeg',
          alt: 'temple',
          photographer: 'Photographer 2',
          pageUrl: 'https://www.pexels.com/photo/wat-arun-2/',
        },
        expect.objectContaining({ src: expect.stringContaining('/3/wat-pho.jpeg?'), alt: 'temple' }),
      ]);
    });

    it('answers [] when nothing matches', async () => {
      expect(await pexels().search('nothing at all')).toEqual([]);
    });

    it.each([
      [429, 'Too Many Requests'],
      [500, 'Internal Server Error'],
    ] as const)('reports a %i as "API error: %i %s"', async (status, statusText) => {
      fake.reply({ status });
      const error = await failure(pexels().search('bangkok'));
      expect(error.message).toBe(`API error: ${status} ${statusText}`);
      expect(error).toMatchObject({ code: 'api_error', status, statusText });
    });

    it("reports a wrong key as Pexels' 401, and a Bearer prefix counts as wrong", async () => {
      for (const apiKey of ['wrong-key', `Bearer ${FAKE_PEXELS_KEY}`]) {
        const error = await failure(pexels({ apiKey }).search('bangkok'));
        expect(error).toMatchObject({
          code: 'api_error',
          message: 'API error: 401 Unauthorized',
          status: 401,
          detail: '{"error":"Unauthorized"}',
        });
      }
    });

    it('refuses without a key, without calling Pexels', async () => {
      const error = await failure(new PexelsPhotos({ baseUrl: fake.url }).search('bangkok'));
      expect(error).toMatchObject({ code: 'not_configured', message: 'Stock photo API key is not configured' });
      expect(fake.requests).toHaveLength(0);
    });

    it('gives up on a provider that does not answer within the timeout', async () => {
      fake.reply('hang');
      const error = await failure(pexels({ timeoutMs: 200 }).search('bangkok'));
      expect(error).toMatchObject({
        code: 'api_error',
        message: 'Stock photo service did not answer within 200 ms',
        status: undefined,
      });
    });

    it('reports a provider that is down as unreachable', async () => {
      const down = await startFakePexels();
      await down.close();
      const error = await failure(pexels({ baseUrl: down.url }).search('bangkok'));
      expect(error).toMatchObject({ code: 'api_error', message: 'Stock photo service unreachable (ECONNREFUSED)' });
    });
  });

  describe('findPhoto', () => {
    it('tries the terms in order and stops at the first that finds a photo, taking its first photo', async () => {
      fake.photos('street food', [pexelsPhoto(21, 'pad-thai'), pexelsPhoto(22, 'som-tam')]);
      fake.photos('food', [pexelsPhoto(31, 'rice')]);
      const photo = await findPhoto(pexels(), ['bangkok street food stall at night', 'street food', 'food']);

      expect(photo).toMatchObject({ photographer: 'Photographer 21', pageUrl: 'https://www.pexels.com/photo/pad-thai-21/' });
      expect(fake.requests.map((request) => [request.query, request.perPage, request.page])).toEqual([
        ['bangkok street food stall at night', '3', '1'],
        ['street food', '3', '1'],
      ]);
    });

    it('skips blank terms and answers null when no term finds anything', async () => {
      expect(await findPhoto(pexels(), ['', '  ', 'unknown one', 'unknown two'])).toBeNull();
      expect(fake.requests.map((request) => request.query)).toEqual(['unknown one', 'unknown two']);
      expect(await findPhoto(pexels(), [])).toBeNull();
    });

    it('stops at an error instead of trying the next term', async () => {
      fake.photos('food', [pexelsPhoto(31, 'rice')]);
      fake.reply({ status: 500 });
      const error = await failure(findPhoto(pexels(), ['street food', 'food']));
      expect(error.message).toBe('API error: 500 Internal Server Error');
      expect(fake.requests).toHaveLength(1);
    });

    it('works with any PhotoPort', async () => {
      const calls: string[] = [];
      const port: PhotoPort = {
        search: async (query) => {
          calls.push(query);
          return query === 'b' ? [{ src: 'https://img.test/b.jpg', alt: 'b', photographer: 'P', pageUrl: 'https://img.test/b' }] : [];
        },
      };
      expect(await findPhoto(port, ['a', 'b', 'c'])).toMatchObject({ src: 'https://img.test/b.jpg' });
      expect(calls).toEqual(['a', 'b']);
    });
  });

  describe('photosFromEnv', () => {
    it('reads PEXELS_API_KEY and PEXELS_API_BASE', async () => {
      fake.photos('beach', [pexelsPhoto(41, 'beach')]);
      const photos = await photosFromEnv({ PEXELS_API_KEY: FAKE_PEXELS_KEY, PEXELS_API_BASE: fake.url }).search('beach');
      expect(photos).toHaveLength(1);
    });

    it('defaults to api.pexels.com', () => {
      const port = photosFromEnv({ PEXELS_API_KEY: 'k' });
      expect(port).toBeInstanceOf(PexelsPhotos);
      expect((port as PexelsPhotos).baseUrl).toBe('https://api.pexels.com');
    });

    it('builds an adapter even without a key, which says so when used', async () => {
      const error = await failure(photosFromEnv({ PEXELS_API_BASE: fake.url }).search('beach'));
      expect(error).toMatchObject({ code: 'not_configured', message: 'Stock photo API key is not configured' });
      expect(fake.requests).toHaveLength(0);
    });
  });
});
