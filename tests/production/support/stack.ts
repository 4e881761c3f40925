/**
 * Where the pieces of the production rehearsal listen (scripts/prod-local.ts lays them out from the
 * site's port), and the calls the journeys make to them: run a scheduled function the way Netlify's
 * clock would, read what the fakes received, read the database as its owner.
 */
import { expect } from '@playwright/test';
import postgres from 'postgres';
import { stackPorts } from '../../../scripts/prod-local/ports';

export const PROD_PORT = Number(process.env.PROD_PORT ?? 4440);
export const PROD_DATABASE = process.env.PROD_DATABASE ?? 'siam_prod_e2e';
/** The owner's URL of the rehearsal database (scripts/ci-postgres.sh's server). */
export const PROD_SERVER_URL = process.env.PROD_SERVER_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const ports = stackPorts(PROD_PORT);
const local = (port: number) => `http://127.0.0.1:${port}`;
export const urls = {
  site: local(ports.site),
  hostControl: local(ports.hostControl),
  fakesControl: local(ports.fakes.control),
  gotrue: local(ports.gotrue),
};

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const post = <T>(url: string, body?: unknown) =>
  json<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? null : JSON.stringify(body) });

/** Runs a scheduled function now, as Netlify's clock does (scripts/prod-local/netlifyHost.ts). */
export const runScheduled = <T = Record<string, number>>(
  name: 'deliver-outbox' | 'run-x-schedule' | 'publish-scheduled-posts' | 'expire-checkouts' | 'send-reminders' | 'purge-retention',
) => post<T>(`${urls.hostControl}/run/${name}`);

/**
 * GETs a site path the way the site answers it, with its function invocation in a fresh instance (the
 * host's control port, scripts/prod-local/netlifyHost.ts): what a cold start answers, while the run
 * otherwise keeps one warm instance. `x-function-cold-starts` says how many fresh instances it took.
 */
export const coldGet = (path: string) => fetch(`${urls.hostControl}/cold?path=${encodeURIComponent(path)}`);

/** How many invocations each function had so far, and how many fresh instances (cold starts) they took. */
export const functionStats = () => json<{ invocations: Record<string, number>; coldStarts: number }>(`${urls.hostControl}/stats`);

export interface DeliveredMail {
  to: string[];
  /** The copy addresses (personalizations[].cc). */
  cc: string[];
  /** The sender, as SendGrid receives it. */
  from: { email: string; name?: string };
  subject: string;
  text: string | null;
  html: string | null;
  /** The files attached, their content base64 as SendGrid receives it. */
  attachments: { filename: string; type: string | null; content: string }[];
  status: number | null;
  accepted: boolean;
  at: number;
}
/** What the fake SendGrid received for an address (accepted ones, or every attempt with `all`). */
export const sendgridMail = (to: string, all = false) =>
  json<DeliveredMail[]>(`${urls.fakesControl}/sendgrid/mail?to=${encodeURIComponent(to)}${all ? '&all=1' : ''}`);

/**
 * The mail SendGrid accepted for an address, once there are `count`: each poll first runs the
 * scheduled delivery, so what an action's own delivery did not send goes out the way production sends it.
 */
export async function deliveredMail(to: string, count: number): Promise<DeliveredMail[]> {
  let mails: DeliveredMail[] = [];
  await expect
    .poll(
      async () => {
        await runScheduled('deliver-outbox');
        mails = await sendgridMail(to);
        return mails.length;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

export const fakes = {
  get: <T>(path: string) => json<T>(`${urls.fakesControl}${path}`),
  post: <T>(path: string, body?: unknown) => post<T>(`${urls.fakesControl}${path}`, body),
};

/** The e-mails Supabase Auth sent (the GoTrue stand-in's outbox), newest last. */
export const authMail = (to: string, type: 'recovery' | 'signup' | 'email_change' = 'recovery') =>
  json<{ to: string; link: string; sentAt: string }[]>(`${urls.gotrue}/__fake/outbox?to=${encodeURIComponent(to)}&type=${type}`);

/** A query on the rehearsal database as its owner (what a test checks behind the UI). */
export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = new URL(PROD_SERVER_URL);
  url.pathname = `/${PROD_DATABASE}`;
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    return (await db.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[];
  } finally {
    await db.end({ timeout: 5 });
  }
}
