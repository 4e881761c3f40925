/**
 * Signed-in sessions for journeys whose subject is not signing in (issue 34). The sign-up, sign-in,
 * two-step, social sign-in, confirmation and e-mail change specs keep their journeys through the forms;
 * everything else starts signed in the way the forms would leave it, through the same actions and the
 * same e-mailed link, without typing: 2 s instead of 5 for a client, and the admin's session is made
 * once per worker instead of once per test (a code per sign-in, decision 0045).
 */
import { expect, request as playwrightRequest, test, type Cookie, type Page } from '@playwright/test';
import { ADMIN, confirmationLinkVia, prefixOf, waitForIslands, type Lang } from './auth';
import { signInApi } from './twoStep';

export interface NewClient {
  name: string;
  email: string;
  password: string;
  company?: string;
}

/**
 * A new client account, confirmed and signed in on `page`'s browser context: the sign-up action in the
 * page's language, then the confirmation link from the local outbox, as its owner would follow it.
 * Ends on the dashboard, where the sign-up form's journey ends too.
 */
export async function clientSession(page: Page, lang: Lang, user: NewClient): Promise<void> {
  const request = page.context().request;
  const signedUp = await request.post('/_actions/auth.signUp', {
    data: {
      fullName: user.name,
      email: user.email,
      password: user.password,
      confirmPassword: user.password,
      phone: '',
      company: user.company ?? '',
      locale: lang,
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const confirmed = await request.get(await confirmationLinkVia(request, user.email));
  expect(confirmed.status()).toBe(200);
  await page.goto(`${prefixOf(lang)}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/dashboard$`));
}

/** Per worker and server: the seeded admin's session cookies at aal2 (a Playwright worker is one process). */
const adminCookies = new Map<string, Cookie[]>();

async function newAdminCookies(baseURL: string): Promise<Cookie[]> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signInApi(api, baseURL, ADMIN);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `page`'s browser context in as the seeded admin (password and code, through the actions) and
 * opens `path` (default the admin panel), hydrated. The worker's session is reused; `fresh` makes one
 * of this test's own (a test that signs it out). A reused session that has ended since (signed out,
 * refreshed elsewhere) is replaced once. `baseURL` names a server of the test's own.
 */
export async function adminSession(
  page: Page,
  lang: Lang,
  path = '/admin',
  options: { fresh?: boolean; baseURL?: string } = {},
): Promise<void> {
  // A test with a server of its own (support/server.ts) names it.
  const baseURL = options.baseURL ?? test.info().project.use.baseURL;
  if (!baseURL) throw new Error('adminSession needs the project baseURL');
  const open = async (cookies: Cookie[]) => {
    await page.context().addCookies(cookies);
    await page.goto(`${prefixOf(lang)}${path}`);
    return !/\/auth$/.test(new URL(page.url()).pathname);
  };
  if (options.fresh) {
    expect(await open(await newAdminCookies(baseURL))).toBe(true);
  } else {
    let cookies = adminCookies.get(baseURL);
    if (!cookies || !(await open(cookies))) {
      cookies = await newAdminCookies(baseURL);
      adminCookies.set(baseURL, cookies);
      expect(await open(cookies)).toBe(true);
    }
  }
  await waitForIslands(page);
}
