/**
 * Local mode only where it belongs (issue 19, point 8), and a data directory that cannot be written
 * stopping the server with one clear line (point 9). The built server, started with its own
 * environment (tests/e2e/support/server.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { configLines, serverExit, startServer } from './support/server';

const ADMIN = { email: 'admin@siampixel.example', password: 'admin-siam-2026' };

const signInAsSeededAdmin = (url: string) =>
  fetch(`${url}/_actions/auth.signIn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });

test.describe('local mode only on this machine', () => {
  test('on 0.0.0.0 without APP_MODE=local: no outbox, no seeded admin, one line saying why', async () => {
    const server = await startServer({ HOST: '0.0.0.0' });
    try {
      for (const path of ['/dev/outbox', '/th/dev/outbox', '/auth', '/dashboard', '/api/me']) {
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toBeTruthy();
      }
      expect((await signInAsSeededAdmin(server.url)).status).toBe(503);
      // Static pages hold no data and no session: still served.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const lines = configLines(server);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('local mode is only for this machine and HOST=0.0.0.0 is not a loopback address');
      expect(lines[0]).toContain('Set APP_MODE=local');
      expect(server.output()).not.toContain('created the local admin');
    } finally {
      await server.stop();
    }
  });

  test('on 0.0.0.0 with APP_MODE=local: served, as the operator asked', async () => {
    // A fresh server migrates and seeds its own database on the first request, then the admin signs in
    // (a deliberately slow password hash): more than 30 s when the other worker is busy.
    test.setTimeout(120_000);
    const server = await startServer({ HOST: '0.0.0.0', APP_MODE: 'local' });
    try {
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
      const signIn = await signInAsSeededAdmin(server.url);
      expect(signIn.status, await signIn.text()).toBe(200);
      expect(server.output()).not.toContain('[config]');
    } finally {
      await server.stop();
    }
  });
});

/** A directory this process cannot write to: permissions, or (as root, who ignores them) a read-only bind mount. */
function readOnlyDirectory(): { path: string; release(): void } | null {
  const path = mkdtempSync(join(tmpdir(), 'siam-read-only-'));
  const writable = () => {
    try {
      writeFileSync(join(path, '.probe'), '');
      unlinkSync(join(path, '.probe'));
      return true;
    } catch {
      return false;
    }
  };
  const remove = () => {
    chmodSync(path, 0o755);
    rmSync(path, { recursive: true, force: true });
  };
  chmodSync(path, 0o555);
  if (!writable()) return { path, release: remove };
  if (spawnSync('mount', ['--bind', '-o', 'ro', path, path]).status === 0) {
    const unmount = () => spawnSync('umount', [path]);
    if (!writable()) return { path, release: () => (unmount(), remove()) };
    unmount();
  }
  remove();
  return null;
}

test('a read-only data directory stops the server with one line naming it', async () => {
  const readOnly = readOnlyDirectory();
  test.skip(
    !readOnly,
    'this machine offers no read-only directory (root without mount rights); tests/integration/local covers the code path',
  );
  try {
    const { code, output } = await serverExit({ LOCAL_DATA_DIR: readOnly!.path });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      new RegExp(
        `^The local data directory ${readOnly!.path} is not writable \\((EROFS|EACCES): [a-z -]+\\)\\. .*set LOCAL_DATA_DIR to a writable directory\\.$`,
      ),
    );
    // One line, no stack trace.
    expect(output.trim().split('\n')).toHaveLength(1);
  } finally {
    readOnly?.release();
  }
});
