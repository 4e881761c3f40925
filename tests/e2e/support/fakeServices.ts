/**
 * The external services the browser tests need, on fixed ports next to the site (E2E_PORT + 1..4):
 * the AI chat API, Pexels and X fakes from the integration suites, and a small control server the
 * tests use to queue replies and read what the fakes received. 127.0.0.1 only; never the internet.
 *
 *   tsx tests/e2e/support/fakeServices.ts   (Playwright starts it; see playwright.config.ts)
 */
import { createServer } from 'node:http';
import { startFakeAi, FAKE_AI_KEY } from '../../integration/support/fakeAi';
import { startFakePexels, pexelsPhoto, FAKE_PEXELS_KEY } from '../../integration/support/fakePexels';
import { startFakeX, FAKE_X_BEARER } from '../../integration/support/fakeX';
import { startFakeOidc, FAKE_OIDC_CLIENTS } from '../../integration/support/fakeOidc';
import { FAKE_LINE_CHANNEL_SECRET } from '../../integration/support/fakeLine';

export const fakePorts = (sitePort: number) => ({
  ai: sitePort + 1,
  pexels: sitePort + 2,
  x: sitePort + 3,
  control: sitePort + 4,
  // The OIDC providers of social sign-in (docs/decisions/0048): LINE-like and Google-like.
  line: sitePort + 5,
  google: sitePort + 6,
});

/** The site's environment for these fakes. */
export function fakeServicesEnv(sitePort: number): Record<string, string> {
  const ports = fakePorts(sitePort);
  return {
    AI_API_KEY: FAKE_AI_KEY,
    AI_API_BASE: `http://127.0.0.1:${ports.ai}`,
    PEXELS_API_KEY: FAKE_PEXELS_KEY,
    PEXELS_API_BASE: `http://127.0.0.1:${ports.pexels}`,
    X_BEARER_TOKEN: FAKE_X_BEARER,
    X_API_BASE: `http://127.0.0.1:${ports.x}`,
    AUTH_ALLOW_HTTP_ISSUERS: 'true',
    AUTH_LINE_ISSUER: `http://127.0.0.1:${ports.line}`,
    AUTH_LINE_CLIENT_ID: FAKE_OIDC_CLIENTS.line.clientId,
    AUTH_LINE_CLIENT_SECRET: FAKE_OIDC_CLIENTS.line.clientSecret,
    AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${ports.google}`,
    AUTH_GOOGLE_CLIENT_ID: FAKE_OIDC_CLIENTS.google.clientId,
    AUTH_GOOGLE_CLIENT_SECRET: FAKE_OIDC_CLIENTS.google.clientSecret,
    // LINE's webhook (decision 0075): the journey signs an unfollow with this channel secret.
    LINE_MESSAGING_SECRET: FAKE_LINE_CHANNEL_SECRET,
  };
}

async function main() {
  const ports = fakePorts(Number(process.env.E2E_PORT ?? 4399));
  const ai = await startFakeAi(FAKE_AI_KEY, ports.ai);
  const pexels = await startFakePexels(FAKE_PEXELS_KEY, ports.pexels);
  const x = await startFakeX({ port: ports.x });
  const line = await startFakeOidc({ mode: 'line', port: ports.line });
  const google = await startFakeOidc({ mode: 'google', port: ports.google });
  // The generic last resort of every search finds a photo, so drafts get an image unless a test says otherwise.
  pexels.photos('web design', [pexelsPhoto(1181244, 'laptop-on-desk')]);

  const control = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : null;
    const json = (value: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    switch (`${req.method} ${req.url}`) {
      case 'GET /health':
        return json({ ok: true });
      case 'POST /ai/reply':
        ai.reply(...(body as Parameters<typeof ai.reply>));
        return json({ ok: true });
      case 'GET /ai/requests':
        return json(ai.requests);
      case 'POST /pexels/reply':
        pexels.reply(...(body as Parameters<typeof pexels.reply>));
        return json({ ok: true });
      case 'POST /x/reply':
        x.reply(...(body as Parameters<typeof x.reply>));
        return json({ ok: true });
      case 'GET /x/posted':
        return json(x.posted());
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => control.listen(ports.control, '127.0.0.1', done));
  console.log(
    `fake services: ai ${ai.url}, pexels ${pexels.url}, x ${x.url}, LINE ${line.url}, Google ${google.url}, control http://127.0.0.1:${ports.control}`,
  );
}

if (process.argv[1]?.endsWith('fakeServices.ts')) void main();
