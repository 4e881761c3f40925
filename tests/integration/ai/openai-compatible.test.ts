// The AI adapter against a fake OpenAI-compatible API: the request that leaves, the answer it takes,
// and the exact messages the admin sees when the key is missing, the provider refuses, says nothing,
// or does not answer in time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/translate';
import { AiError, aiFrom, OpenAiCompatibleAi } from '../../../src/server/ai';
import { configFrom, readConfig, type Env } from '../../../src/server/config';

const aiFromEnv = (env: Env) => aiFrom(configFrom(env).ai);
import { FAKE_AI_KEY, startFakeAi, type FakeAi } from '../support/fakeAi';

const request = {
  system: 'You write for a Bangkok web studio.',
  user: 'A title about local SEO',
  maxTokens: 400,
  temperature: 0.4,
};

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('OpenAI-compatible AI adapter', () => {
  let fake: FakeAi;
  const ai = (options: { apiKey?: string; baseUrl?: string; model?: string; timeoutMs?: number } = {}) =>
    new OpenAiCompatibleAi({ apiKey: FAKE_AI_KEY, baseUrl: fake.url, timeoutMs: 2000, ...options });

  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('posts the system and user messages, limits and model with the Bearer key, and answers the first choice', async () => {
    fake.reply({ content: 'Local SEO in Bangkok: where to start' });
    expect(await ai().complete(request)).toBe('Local SEO in Bangkok: where to start');

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/chat/completions', authorization: `Bearer ${FAKE_AI_KEY}` });
    expect(sent?.contentType).toMatch(/^application\/json/);
    expect(sent?.body).toEqual({
      model: 'sonar-pro',
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      max_tokens: 400,
      temperature: 0.4,
    });
  });

  it('keeps a path in the base URL (OpenAI style /v1) and uses the configured model', async () => {
    expect(await ai({ baseUrl: `${fake.url}/v1/`, model: 'gpt-4o-mini' }).complete(request)).toBe(`Echo: ${request.user}`);
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.body.model).toBe('gpt-4o-mini');
  });

  it('returns the content as generated, untrimmed', async () => {
    fake.reply({ content: '  Two lines\nof text\n' });
    expect(await ai().complete(request)).toBe('  Two lines\nof text\n');
  });

  it.each([
    [401, 'Unauthorized'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ] as const)(
    'reports a %i as "API error: %i %s" with the status, and keeps the provider\'s words for logs',
    async (status, statusText) => {
      fake.reply({ status });
      const error = await failure(ai().complete(request));
      expect(error.message).toBe(`API error: ${status} ${statusText}`);
      expect(error).toMatchObject({ code: 'api_error', status, statusText });
      expect(error.detail).toEqual(expect.any(String));
      // What the admin's page words in the admin's language, the status as the provider sent it.
      expect(error.reason).toEqual({ key: 'blogadmin.ai.reason.apiError', vars: { status, statusText } });
    },
  );

  it("reports a wrong key as the provider's 401", async () => {
    const error = await failure(ai({ apiKey: 'pplx-wrong' }).complete(request));
    expect(error).toMatchObject({
      code: 'api_error',
      message: 'API error: 401 Unauthorized',
      status: 401,
      detail: 'Invalid API key provided',
    });
  });

  it.each([
    ['empty content', { content: '' }],
    ['whitespace only', { content: ' \n ' }],
    ['a message without content', { content: null }],
    ['no choices', { noChoices: true as const }],
  ])('says "No content generated" for %s', async (_, reply) => {
    fake.reply(reply);
    const error = await failure(ai().complete(request));
    expect(error).toMatchObject({ code: 'empty', message: 'No content generated', status: undefined });
    expect(error.reason).toEqual({ key: 'blogadmin.ai.reason.empty' });
  });

  it('refuses without a key, without calling the provider', async () => {
    for (const apiKey of [undefined, '']) {
      const error = await failure(new OpenAiCompatibleAi({ apiKey, baseUrl: fake.url }).complete(request));
      expect(error).toMatchObject({ code: 'not_configured', message: 'AI service API key is not configured' });
      expect(error.reason).toEqual({ key: 'blogadmin.ai.reason.notConfigured' });
    }
    expect(fake.requests).toHaveLength(0);
    const t = { en: translator('en'), th: translator('th') };
    expect(t.en('blogadmin.ai.failed', { message: t.en('blogadmin.ai.reason.notConfigured') })).toBe(
      'Failed to generate content: AI service API key is not configured',
    );
    expect(t.th('blogadmin.ai.failed', { message: t.th('blogadmin.ai.reason.notConfigured') })).toBe(
      'สร้างเนื้อหาไม่สำเร็จ: ยังไม่ได้ตั้งค่าคีย์ API ของบริการ AI',
    );
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    fake.reply('hang');
    const started = Date.now();
    const error = await failure(ai({ timeoutMs: 200 }).complete(request));
    expect(error).toMatchObject({ code: 'api_error', message: 'AI service did not answer within 200 ms', status: undefined });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up on an answer that comes too late', async () => {
    fake.reply({ content: 'late', delayMs: 600 });
    const error = await failure(ai({ timeoutMs: 200 }).complete(request));
    expect(error.message).toBe('AI service did not answer within 200 ms');
  });

  it('reports a provider that is down as unreachable', async () => {
    const down = await startFakeAi();
    await down.close();
    const error = await failure(ai({ baseUrl: down.url }).complete(request));
    expect(error).toMatchObject({ code: 'api_error', message: 'AI service unreachable (ECONNREFUSED)', status: undefined });
  });

  describe('aiFromEnv', () => {
    it('reads AI_API_KEY, AI_API_BASE and AI_MODEL', async () => {
      const port = aiFromEnv({ AI_API_KEY: FAKE_AI_KEY, AI_API_BASE: fake.url, AI_MODEL: 'sonar' });
      expect(await port.complete(request)).toBe(`Echo: ${request.user}`);
      expect(fake.requests[0]?.body.model).toBe('sonar');
    });

    it('defaults to Perplexity and sonar-pro', () => {
      const port = aiFromEnv({ AI_API_KEY: 'pplx-x' });
      expect(port).toBeInstanceOf(OpenAiCompatibleAi);
      expect((port as OpenAiCompatibleAi).model).toBe('sonar-pro');
      expect((port as OpenAiCompatibleAi).endpoint).toBe('https://api.perplexity.ai/chat/completions');
    });

    it('reads AI_TIMEOUT_MS, and reports one that is not a positive number', async () => {
      fake.reply('hang');
      const error = await failure(aiFromEnv({ AI_API_KEY: FAKE_AI_KEY, AI_API_BASE: fake.url, AI_TIMEOUT_MS: '150' }).complete(request));
      expect(error.message).toBe('AI service did not answer within 150 ms');

      expect(readConfig({ AI_API_KEY: FAKE_AI_KEY, AI_API_BASE: fake.url, AI_TIMEOUT_MS: 'soon' })).toMatchObject({
        ok: false,
        problems: ['AI_TIMEOUT_MS must be a positive number'],
      });
    });

    it('builds an adapter even without a key, which says so when used', async () => {
      const error = await failure(aiFromEnv({ AI_API_BASE: fake.url }).complete(request));
      expect(error).toMatchObject({ code: 'not_configured', message: 'AI service API key is not configured' });
      expect(fake.requests).toHaveLength(0);
    });
  });
});
