/**
 * Two-step sign-in for the suites (decision 0045): admins act only at aal2, so every test that signs the
 * seeded admin in also gives a code, computed from the key the enrolment answers, as a person with an
 * authenticator app would. No backdoor: the admin enrols through the same actions the settings page
 * posts, and every code goes through the code step.
 *
 * A code is accepted once per factor and 30-second step, and the workers (and the production journeys)
 * sign the admin in many times a minute: so the admin gets ADMIN_FACTORS authenticators, enrolled once per
 * server under a lock, and each sign-in claims an unused (factor, step) pair by creating a marker file
 * exclusively. State lives in the OS temp directory, keyed by the server's port; a server started afresh
 * (no factor any more) is enrolled again.
 */
import { mkdirSync, openSync, closeSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'devalue';
import { Secret, TOTP } from 'otpauth';

/** The two-step screens' words on the way through enrolment and the code step (both suites). */
export const twoStepWords = {
  en: {
    start: 'Set up an authenticator',
    confirm: 'Confirm and turn on',
    verify: 'Verify',
    useRecovery: 'Lost your phone? Use a recovery code',
  },
  th: {
    start: 'ตั้งค่าแอปยืนยันตัวตน',
    confirm: 'ยืนยันและเปิดใช้',
    verify: 'ยืนยัน',
    useRecovery: 'ไม่มีโทรศัพท์อยู่กับตัว ใช้รหัสกู้คืนแทน',
  },
} as const;

const ADMIN_FACTORS = 4;
const STEP_SECONDS = 30;

export interface Credentials {
  email: string;
  password: string;
}

/** The code an authenticator app shows for `secret` at `seconds` (default now). */
export function totpCode(secret: string, seconds = Date.now() / 1000): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_SECONDS, algorithm: 'SHA1' }).generate({
    timestamp: seconds * 1000,
  });
}

/** An action's data (Astro answers successes serialised with devalue). */
export async function actionData<T>(response: { text(): Promise<string>; status(): number }): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  return parse(body) as T;
}

function stateDir(baseURL: string): string {
  const dir = join(tmpdir(), 'siam-e2e-two-step', new URL(baseURL).port || 'default');
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function withLock<T>(dir: string, run: () => Promise<T>): Promise<T> {
  const lock = join(dir, 'lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is taken over after a minute.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 90_000) throw new Error(`two-step state of ${dir} stayed locked`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Signs in with the password through the action; answers whether a code is owed. */
async function passwordStep(api: APIRequestContext, user: Credentials): Promise<boolean> {
  const data = await actionData<{ twoStepRequired: boolean }>(await api.post('/_actions/auth.signIn', { data: user }));
  return data.twoStepRequired;
}

/**
 * The secrets of the user's authenticators on this server, enrolled the first time (a fresh server has
 * none). Enrolment goes through the settings' actions and signs the user's other devices out, so it
 * happens once, under the lock, before any of the suite's sessions need it.
 */
export async function ensureFactors(baseURL: string, user: Credentials, count = ADMIN_FACTORS): Promise<string[]> {
  const key = `${baseURL} ${user.email}`;
  const known = checked.get(key);
  if (known) return known;
  const secrets = await enrolOnce(baseURL, user, count);
  checked.set(key, secrets);
  return secrets;
}

/** Per worker: the servers whose state this process has already checked (a server lives as long as its run). */
const checked = new Map<string, string[]>();

async function enrolOnce(baseURL: string, user: Credentials, count: number): Promise<string[]> {
  const dir = stateDir(baseURL);
  const file = join(dir, `${user.email}.json`);
  return withLock(dir, async () => {
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      const owed = await passwordStep(api, user);
      if (owed && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
      if (owed) throw new Error(`${user.email} has authenticators this suite does not know: start the server afresh (rm -rf .data/e2e)`);
      // The markers of an earlier server on this port mean nothing now. Each authenticator is written down
      // as soon as it is confirmed (and its confirming code marked used), so an enrolment cut short by a
      // slow server still leaves the suite able to sign in with the ones it has.
      const used = join(dir, `${user.email}.used`);
      rmSync(used, { recursive: true, force: true });
      mkdirSync(used, { recursive: true });
      const secrets: string[] = [];
      for (let i = 1; i <= count; i++) {
        const enrolment = await actionData<{ factorId: string; secret: string }>(
          await api.post('/_actions/account.enrolFactor', { data: { friendlyName: `Suite authenticator ${i}` } }),
        );
        const now = Date.now() / 1000;
        writeFileSync(join(used, `${i - 1}-${Math.floor(now / STEP_SECONDS)}`), '');
        // Written down before confirming: a confirmation the server carried out but answered too late for
        // this client must not leave an authenticator the suite does not know.
        secrets.push(enrolment.secret);
        writeFileSync(file, JSON.stringify(secrets));
        const code = totpCode(enrolment.secret, now);
        await actionData(await api.post('/_actions/account.confirmFactor', { data: { factorId: enrolment.factorId, code } }));
      }
      return secrets;
    } finally {
      await api.dispose();
    }
  });
}

/**
 * A code no other sign-in of the suite has used or will use: the first (factor, step) pair whose marker
 * this call creates. Waits for the next step when every factor's code of this step is taken.
 * A factor accepts only codes of later steps than its last (both adapters): a factor claimed in the last
 * minute may still have that older code in flight (a cold production function takes seconds), and a
 * newer code sent first would make the server refuse it. So such factors are the last resort.
 */
export async function claimCode(baseURL: string, email: string, secrets: string[]): Promise<string> {
  const used = join(stateDir(baseURL), `${email}.used`);
  mkdirSync(used, { recursive: true });
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / STEP_SECONDS);
    // Not in the last two seconds of a step: the code would reach the server as it changes (still
    // within ±1 step, but another caller could then claim the same pair for the next step's code).
    if (now - step * STEP_SECONDS < STEP_SECONDS - 2) {
      const recentlyClaimed = (index: number) => [1, 2].some((back) => existsSync(join(used, `${index}-${step - back}`)));
      const order = [...secrets.entries()].sort(([a], [b]) => Number(recentlyClaimed(a)) - Number(recentlyClaimed(b)));
      for (const [index, secret] of order) {
        try {
          closeSync(openSync(join(used, `${index}-${step}`), 'wx'));
          return totpCode(secret, now);
        } catch {
          // Taken: try the next authenticator.
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The code step on the page (/auth shows it after the password of an account with a factor). */
export async function giveCode(page: Page, code: string) {
  const challenge = page.locator('[data-two-step-challenge]');
  await expect(challenge).toBeVisible();
  const field = challenge.locator('input[name="code"]');
  await field.fill(code);
  await field.press('Enter');
}

/** Signs `api` in as `user` at aal2: the password, then a claimed code. */
export async function signInApi(api: APIRequestContext, baseURL: string, user: Credentials): Promise<void> {
  const secrets = await ensureFactors(baseURL, user);
  expect(await passwordStep(api, user)).toBe(true);
  await actionData(await api.post('/_actions/auth.verifyTwoStep', { data: { code: await claimCode(baseURL, user.email, secrets) } }));
}

/** A new API context signed in as `user` at aal2. */
export async function signedInApi(baseURL: string, user: Credentials): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await signInApi(api, baseURL, user);
  return api;
}
