/**
 * A server of its own for a test that needs another configuration than the suite's (production mode,
 * a proxy in front, Stripe configured): the same built site, `node scripts/serve.mjs`, on a free port
 * with a fresh data directory. Runs on the Node that runs Playwright (24, through npm).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestServer {
  url: string;
  port: number;
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resident memory of the server process in KiB (Linux /proc). */
  rssKiB(): number;
  stop(): Promise<void>;
}

/** How a server that was expected to stop at start ended. */
export interface ServerExit {
  code: number | null;
  output: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Only what the site needs from this process's environment: none of the suite's own settings leak in. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'ASTRO_TELEMETRY_DISABLED'];
  return Object.fromEntries(keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
}

/** Starts the server expecting it to refuse to start: its exit code and everything it wrote. */
export async function serverExit(env: Record<string, string>): Promise<ServerExit> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...baseEnv(), HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

export async function startServer(env: Record<string, string>, options: { waitFor?: string } = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'siam-server-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...baseEnv(), HOST: '127.0.0.1', PORT: String(port), LOCAL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}${options.waitFor ?? '/'}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    rssKiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The lines the server printed about its configuration (`[config] …`). */
export function configLines(server: TestServer): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('[config]'));
}
