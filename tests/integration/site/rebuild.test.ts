// The build hook adapter against a fake Netlify endpoint on 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetlifyBuildHook, OnDemandSite, rebuildFrom } from '../../../src/server/site/rebuild';
import { configFrom } from '../../../src/server/config';
import { translator } from '../../../src/i18n/translate';

let server: Server;
let base = '';
const calls: { method: string; url: string }[] = [];
let reply: number | 'hang' = 200;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '' });
    if (reply === 'hang') return;
    response.writeHead(reply).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('NetlifyBuildHook', () => {
  it('POSTs to the hook with a trigger title and reports the rebuild as requested', async () => {
    reply = 200;
    const result = await new NetlifyBuildHook(`${base}/build_hooks/abc123`).request('Published: Local SEO in Bangkok');
    expect(result).toEqual({ status: 'requested' });
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/build_hooks/abc123?trigger_title=Published%3A+Local+SEO+in+Bangkok' });
  });
  it('reports a refused hook as failed, with the status', async () => {
    reply = 404;
    const result = await new NetlifyBuildHook(`${base}/build_hooks/gone`).request('x');
    expect(result).toEqual({
      status: 'failed',
      message: 'Build hook answered 404 Not Found',
      reason: { key: 'blogadmin.rebuild.answered', vars: { status: 404, statusText: 'Not Found' } },
    });
    // The admin's page words it in its language (issue 10), the hook's status as sent.
    if (result.status !== 'failed') return;
    expect(
      translator('th')('blogadmin.msg.rebuildFailed', { message: translator('th')('blogadmin.rebuild.answered', result.reason.vars) }),
    ).toBe('เริ่มสร้างเว็บไซต์ใหม่ไม่สำเร็จ: build hook ตอบกลับ 404 Not Found');
  });
  it('gives up on a hook that does not answer', async () => {
    reply = 'hang';
    const result = await new NetlifyBuildHook(`${base}/build_hooks/slow`, 200).request('x');
    expect(result).toMatchObject({ status: 'failed', reason: { key: 'blogadmin.rebuild.unreachable' } });
  });
});

describe('rebuildFrom', () => {
  it('uses the hook only when it is configured', async () => {
    expect(rebuildFrom(configFrom({ NETLIFY_BUILD_HOOK_URL: `${base}/build_hooks/abc` }).rebuildHookUrl)).toBeInstanceOf(NetlifyBuildHook);
    const local = rebuildFrom(configFrom({}).rebuildHookUrl);
    expect(local).toBeInstanceOf(OnDemandSite);
    expect(await local.request('x')).toEqual({ status: 'live' });
  });
});
