/**
 * The one reader of the environment (ESLint refuses `process.env` anywhere else in src/ and netlify/).
 *
 * It decides the mode explicitly and fails closed:
 *   - local:      nothing says "deployment", and the server listens on this machine only (HOST unset or
 *                 loopback: 127.0.0.0/8, ::1, localhost) or APP_MODE=local says it may listen wider.
 *                 Embedded PGlite, local auth with the seeded admin, mail to the console and /dev/outbox,
 *                 the demo checkout, in-process mail and X loops. On any other address (HOST=0.0.0.0 on a
 *                 plain Node host) local mode refuses to serve, like production without its settings:
 *                 the seeded admin's password is in the README and /dev/outbox shows reset links.
 *   - production: any sign of a deployment, read case-insensitively and by meaning (NETLIFY not false,
 *                 NODE_ENV production/prod/staging, Netlify's CONTEXT of a deploy, APP_MODE other than
 *                 local, AWS Lambda, DATABASE_URL or any SUPABASE_* variable). Every variable production
 *                 needs must be present and well-formed, or the site refuses to serve (503 on every
 *                 on-demand route, one log line naming each problem). Nothing local ever runs in production.
 *
 * `npm run check:env [file]` runs the same validation for operators (scripts/check-env.ts).
 */
import { z } from 'zod';
import { site } from '../config/site';
import { DEFAULT_LOCAL_DATA_DIR } from './dataDir';
import { isValidTaxId, normaliseBranch, normaliseTaxId } from '../domain/money/taxId';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../domain/auth/identities';
import type { EtdaSellerAddress } from '../domain/money/etdaXml';

export type Mode = 'local' | 'production';

// The adapters' settings are defined here, where they are read, so that this module depends on no
// adapter (decision 0073); src/server/social/x.ts and src/server/auth/adapters/oidc.ts re-export them.

/** OAuth 1.0a user-context credentials of the X API. */
export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

export type XAuth = ({ kind: 'oauth1' } & OAuth1Credentials) | { kind: 'bearer'; accessToken: string };

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type OidcSettings = Partial<Record<SocialProvider, OidcProviderSettings>>;
export type Env = Readonly<Record<string, string | undefined>>;

export interface AppConfig {
  mode: Mode;
  /** Why production was chosen (empty in local mode). */
  deploymentSigns: string[];
  /** The public origin every outbound link is built from (never the request's Host header). No trailing slash. */
  siteUrl: string;
  /** pglite: `dataDir` is LOCAL_DATA_DIR, the one directory local mode writes to (dataDir.ts). */
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  auth:
    | { kind: 'local'; jwtSecret: string | undefined; mfaKey: string | undefined; admin: { email: string; password: string } }
    | {
        kind: 'supabase';
        url: string;
        anonKey: string;
        /** Server only: the admin MFA API behind two-step recovery codes (decision 0049); none without it. */
        serviceRoleKey: string | undefined;
      };
  /**
   * Social sign-in (docs/decisions/0048). Local adapter: each provider's OIDC client (issuer, client id,
   * secret). Supabase adapter: the providers enabled in the Supabase dashboard (AUTH_SUPABASE_PROVIDERS)
   * and the id LINE was given there as a custom OIDC provider.
   */
  social: { oidc: OidcSettings; supabaseProviders: SocialProvider[]; supabaseLineId: string; allowHttpIssuers: boolean };
  mail: {
    /** SendGrid when configured (always in production); else the console (local only). */
    sendgrid: { apiKey: string; baseUrl: string | undefined; timeoutMs: number | undefined } | undefined;
    from: { email: string; name: string };
    studioInbox: string;
  };
  payments: { kind: 'stripe'; secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | { kind: 'demo' };
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string | undefined; timeoutMs: number | undefined };
  photos: { apiKey: string | undefined; baseUrl: string | undefined };
  x: { auth: XAuth | undefined; baseUrl: string | undefined };
  /**
   * LINE messages (docs/decisions/0072): the Messaging API channel's access token (LINE_MESSAGING_TOKEN)
   * and, for tests, another API host (LINE_MESSAGING_API_BASE). Without a token production sends and
   * queues no LINE message; local mode logs them (shown in /dev/outbox). The channel secret
   * (LINE_MESSAGING_SECRET) checks the signature of LINE's webhook (decision 0075); production with a
   * token needs it, so an unfollow is never missed nor forgeable.
   */
  lineMessaging: { token: string | undefined; secret: string | undefined; baseUrl: string | undefined };
  /** Netlify build hook called when a post is published; without it the blog is rendered on demand. */
  rebuildHookUrl: string | undefined;
  http: {
    /** Session cookies carry Secure (and the __Host- prefix): always in production. */
    secureCookies: boolean;
    /** Trust X-Forwarded-Proto / X-Forwarded-For from a TLS-terminating proxy (TRUST_PROXY=true). */
    trustProxy: boolean;
  };
  /**
   * The studio as its documents name it (receipts, tax invoices). Production has no defaults: when any of
   * it is missing or malformed the site still serves, but refuses to issue or serve a document.
   */
  seller: { ok: true; identity: SellerIdentity; demo: boolean } | { ok: false; problems: string[] };
  /**
   * e-Tax Invoice by Time Stamp (decision 0069). `sellerAddress`: the studio's address as ETDA codes it;
   * with it every tax document renders as PDF/A-3 carrying its ETDA XML. `sending`: when ETAX_ENABLED,
   * each issued tax document is e-mailed to its buyer from `sender` with a copy to the time-stamp `mailbox`.
   */
  etax: { sellerAddress: EtdaSellerAddress | null; sending: { sender: string; mailbox: string } | null };
  limits: {
    /** Multiplies every public limit (load tests, the browser suite). */
    multiplier: number;
    signUpsPerHour: number;
    leadsPerHour: number;
  };
}

/** The studio's legal identity, printed on every receipt and tax invoice (Revenue Code section 86/4). */
export interface SellerIdentity {
  /** Registered names: บริษัท … จำกัด / … Co., Ltd. */
  name: { th: string; en: string };
  address: { th: string; en: string };
  /** 13 digits, check digit verified. */
  taxId: string;
  /** Five-digit branch number, or null for the head office (สำนักงานใหญ่). */
  branch: string | null;
  /** A studio under the VAT threshold issues plain receipts (rateBp then 0). */
  vat: { registered: boolean; rateBp: number };
  bank: { name: string; accountName: string; accountNumber: string };
  /** A 13-digit tax ID or a 10-digit mobile number registered with PromptPay. */
  promptPayId: string;
}

/**
 * A plausible studio for local use and tests (the check digit is right, the company is not real), so a
 * developer sees complete documents without configuring anything.
 */
export const DEMO_SELLER: SellerIdentity = {
  name: { th: 'บริษัท สยามพิกเซล สตูดิโอ จำกัด', en: 'Siam Pixel Studio Co., Ltd.' },
  address: {
    th: '88 ซอยสุขุมวิท 23 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    en: '88 Sukhumvit Soi 23, Khlong Toei Nuea, Watthana, Bangkok 10110',
  },
  taxId: '0105566012344',
  branch: null,
  vat: { registered: true, rateBp: 700 },
  bank: { name: 'ธนาคารกสิกรไทย (Kasikornbank)', accountName: 'บริษัท สยามพิกเซล สตูดิโอ จำกัด', accountNumber: '123-4-56789-0' },
  promptPayId: '0105566012344',
};

/** DEMO_SELLER's address as ETDA codes it: เลขที่ 88, แขวงคลองเตยเหนือ 103901, เขตวัฒนา 1039, กรุงเทพมหานคร 10. */
export const DEMO_SELLER_ETDA_ADDRESS: EtdaSellerAddress = {
  buildingNumber: '88',
  lineOne: 'ซอยสุขุมวิท 23',
  postcode: '10110',
  cityCode: '1039',
  citySubDivisionCode: '103901',
  provinceCode: '10',
};

export class ConfigError extends Error {
  constructor(
    readonly mode: Mode,
    readonly problems: string[],
  ) {
    super(`${mode} configuration is not usable: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export type ConfigResult =
  { ok: true; mode: Mode; config: AppConfig } | { ok: false; mode: Mode; deploymentSigns: string[]; problems: string[] };

/** Empty strings count as unset (a Netlify variable cleared in the UI, a copied .env.example line). */
function clean(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** Values that clearly say "no" (NETLIFY=false); anything else set counts as yes, so a typo fails closed. */
const NO = /^(0|false|no|off)$/i;
/** NODE_ENV values meaning a deployed build. Others (development, test) are a developer's. */
const DEPLOYED_NODE_ENV = /^(production|prod|staging)$/i;
/** Netlify's CONTEXT in its builds and functions; `netlify dev` sets CONTEXT=dev, which is not one. */
const DEPLOYED_CONTEXT = /^(production|deploy-preview|branch-deploy)$/i;
const APP_MODES = /^(local|production|prod)$/i;

/**
 * Every sign that this process is a deployment rather than a developer's machine, read by meaning:
 * the audit found NETLIFY=1, NETLIFY=TRUE, NODE_ENV=Production, NODE_ENV=prod and CONTEXT=production all
 * running local mode when only the exact lower-case spellings counted. Each sign names its variable
 * (and value, for the flags) so the log says why.
 */
export function deploymentSigns(env: Env): string[] {
  const e = clean(env);
  const signs: string[] = [];
  const flag = (name: string) => signs.push(`${name}=${e[name]}`);
  if (e.NETLIFY !== undefined && !NO.test(e.NETLIFY)) flag('NETLIFY');
  if (e.NODE_ENV !== undefined && DEPLOYED_NODE_ENV.test(e.NODE_ENV)) flag('NODE_ENV');
  if (e.CONTEXT !== undefined && DEPLOYED_CONTEXT.test(e.CONTEXT)) flag('CONTEXT');
  // APP_MODE=local is the one value that is not a deployment; a misspelt mode fails closed (and is
  // reported by readConfig).
  if (e.APP_MODE !== undefined && !/^local$/i.test(e.APP_MODE)) flag('APP_MODE');
  // Netlify's functions run on AWS Lambda: never a developer's machine.
  if (e.AWS_LAMBDA_FUNCTION_NAME) signs.push('AWS_LAMBDA_FUNCTION_NAME');
  if (e.DATABASE_URL) signs.push('DATABASE_URL');
  for (const key of Object.keys(e).sort()) if (key.startsWith('SUPABASE_')) signs.push(key);
  return signs;
}

/**
 * Whether a listening address (HOST) is this machine only: 127.0.0.0/8, ::1 (also IPv4-mapped
 * ::ffff:127.x), localhost. 0.0.0.0, ::, a LAN address or a host name listen beyond it.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)) return true;
  if (!bare.includes(':')) return false;
  try {
    // The URL parser writes every IPv6 spelling of an address one way (0:0:0:0:0:0:0:1 -> ::1).
    const canonical = new URL(`http://[${bare}]/`).hostname;
    return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
  } catch {
    return false;
  }
}

/** Why local mode refuses a non-loopback HOST, and the two ways out. */
function exposedLocalMode(host: string): string {
  return (
    `local mode is only for this machine and HOST=${host} is not a loopback address (127.0.0.0/8, ::1, localhost): ` +
    'it would offer the seeded admin whose password is in the README, the reset links of /dev/outbox and the demo checkout to the network. ' +
    'Set APP_MODE=local to serve local mode on this address anyway (a network you trust), ' +
    'or configure production (APP_MODE=production and the variables in .env.example; npm run check:env)'
  );
}

// --- field checks -------------------------------------------------------------------------------

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const httpUrl = (name: string, options: { httpsOnly?: boolean } = {}) =>
  z.string().superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} is not a URL` });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: `${name} must be an http(s) URL` });
    // Plain http only to this machine (fake services in tests, a local production rehearsal).
    else if (options.httpsOnly && url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: `${name} must use https` });
    }
  });

const postgresUrl = z.string().superRefine((value, ctx) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error();
    if (!url.hostname) throw new Error();
  } catch {
    ctx.addIssue({ code: 'custom', message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' });
  }
});

const prefixed = (name: string, prefixes: string[]) =>
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), `${name} must start with ${prefixes.join(' or ')}`);

const positiveNumber = (name: string) =>
  z
    .string()
    .refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, `${name} must be a positive number`)
    .transform(Number);

const email = (name: string) => z.email(`${name} must be an e-mail address`);

/** Checks `value` with `schema`; records the problem and returns undefined when it fails. */
function check<T>(problems: string[], schema: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...result.error.issues.map((issue) => issue.message));
  return undefined;
}

function required(problems: string[], env: Record<string, string>, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) problems.push(`${name} is missing`);
  return value;
}

// --- the studio's legal identity --------------------------------------------------------------

const TRUE_FALSE = /^(true|false)$/i;

/**
 * SELLER_* variables. With none of them set, local mode uses DEMO_SELLER (documents say so). As soon as
 * one is set, or in production, every one is required: a half-configured identity would print a real
 * name beside the demo's tax ID. A value that is set is checked in both modes.
 */
function readSeller(env: Record<string, string>, production: boolean): AppConfig['seller'] {
  const anySet = Object.keys(env).some((name) => name.startsWith('SELLER_'));
  if (!production && !anySet) return { ok: true, demo: true, identity: DEMO_SELLER };
  const problems: string[] = [];
  const sellerValue = (name: string): string | undefined => {
    const set = env[name];
    if (set === undefined) problems.push(`${name} is missing`);
    return set;
  };
  const nameTh = sellerValue('SELLER_NAME_TH');
  const nameEn = sellerValue('SELLER_NAME_EN');
  const addressTh = sellerValue('SELLER_ADDRESS_TH');
  const addressEn = sellerValue('SELLER_ADDRESS_EN');
  const taxIdText = sellerValue('SELLER_TAX_ID');
  const taxId = taxIdText === undefined ? undefined : normaliseTaxId(taxIdText);
  if (taxId !== undefined && !isValidTaxId(taxId)) problems.push('SELLER_TAX_ID must be 13 digits with a valid check digit');
  const branchText = sellerValue('SELLER_BRANCH');
  const branch = branchText === undefined ? undefined : normaliseBranch(branchText);
  if (branchText !== undefined && branch === undefined)
    problems.push('SELLER_BRANCH must be 00000 (head office) or a branch number of up to 5 digits');
  const registeredText = sellerValue('SELLER_VAT_REGISTERED');
  if (registeredText !== undefined && !TRUE_FALSE.test(registeredText)) problems.push('SELLER_VAT_REGISTERED must be true or false');
  const registered = registeredText?.toLowerCase() === 'true';
  // The rate is asked only of a registered studio: 7% since 1999 by royal decree, 10% in the Code.
  let rateBp = 0;
  if (registered) {
    const rateText = env.SELLER_VAT_RATE ?? '7';
    if (/^\d{1,2}(\.\d{1,2})?$/.test(rateText) && Number(rateText) > 0) rateBp = Math.round(Number(rateText) * 100);
    else problems.push('SELLER_VAT_RATE must be a percentage such as 7');
  }
  const bankName = sellerValue('SELLER_BANK_NAME');
  const accountName = sellerValue('SELLER_BANK_ACCOUNT_NAME');
  const accountNumber = sellerValue('SELLER_BANK_ACCOUNT_NUMBER');
  if (accountNumber !== undefined && !/^(?=(?:\D*\d){10,15}\D*$)[\d -]+$/.test(accountNumber)) {
    problems.push('SELLER_BANK_ACCOUNT_NUMBER must be 10 to 15 digits (dashes and spaces allowed)');
  }
  const promptPayText = sellerValue('SELLER_PROMPTPAY_ID');
  const promptPayId = promptPayText === undefined ? undefined : normaliseTaxId(promptPayText);
  if (promptPayId !== undefined && !/^0\d{9}$/.test(promptPayId) && !isValidTaxId(promptPayId)) {
    problems.push('SELLER_PROMPTPAY_ID must be a 13-digit tax ID or a 10-digit mobile number');
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    demo: false,
    identity: {
      name: { th: nameTh!, en: nameEn! },
      address: { th: addressTh!, en: addressEn! },
      taxId: taxId!,
      branch: branch ?? null,
      vat: { registered, rateBp },
      bank: { name: bankName!, accountName: accountName!, accountNumber: accountNumber! },
      promptPayId: promptPayId!,
    },
  };
}

// --- e-Tax Invoice by Time Stamp ---------------------------------------------------------------

const ETAX_ADDRESS = {
  ETAX_SELLER_BUILDING_NUMBER: /^[0-9][0-9/\-]{0,15}$/,
  ETAX_SELLER_ADDRESS_LINE: /^.{1,256}$/u,
  ETAX_SELLER_POSTCODE: /^\d{5}$/,
  ETAX_SELLER_DISTRICT_CODE: /^\d{4}$/,
  ETAX_SELLER_SUBDISTRICT_CODE: /^\d{6}$/,
  ETAX_SELLER_PROVINCE_CODE: /^\d{2}$/,
} as const;

/**
 * ETAX_SELLER_* (the studio's address in ETDA's codes: house number, the rest of the address, postcode,
 * TISI district, sub-district and province codes): all or none; the demo studio has its own. ETAX_ENABLED=true
 * turns sending on and then requires a VAT-registered seller, those codes, ETAX_SENDER on the studio's
 * mail domain (MAIL_FROM's) and ETAX_RD_MAILBOX, the Revenue Department's time-stamp mailbox. What is set
 * is checked in both modes; production refuses to serve with a half-configured route.
 */
function readEtax(env: Record<string, string>, problems: string[], seller: AppConfig['seller'], mailFrom: string): AppConfig['etax'] {
  const names = Object.keys(ETAX_ADDRESS) as (keyof typeof ETAX_ADDRESS)[];
  const set = names.filter((name) => env[name] !== undefined);
  let sellerAddress: EtdaSellerAddress | null = null;
  if (set.length === 0) {
    if (seller.ok && seller.demo) sellerAddress = DEMO_SELLER_ETDA_ADDRESS;
  } else {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length > 0) problems.push(`e-Tax seller address: ${missing.join(', ')} missing (${set.join(', ')} set)`);
    for (const name of set) if (!ETAX_ADDRESS[name].test(env[name]!)) problems.push(`${name} is not in ETDA's form (see .env.example)`);
    if (missing.length === 0)
      sellerAddress = {
        buildingNumber: env.ETAX_SELLER_BUILDING_NUMBER!,
        lineOne: env.ETAX_SELLER_ADDRESS_LINE!,
        postcode: env.ETAX_SELLER_POSTCODE!,
        cityCode: env.ETAX_SELLER_DISTRICT_CODE!,
        citySubDivisionCode: env.ETAX_SELLER_SUBDISTRICT_CODE!,
        provinceCode: env.ETAX_SELLER_PROVINCE_CODE!,
      };
  }
  const enabledText = env.ETAX_ENABLED;
  if (enabledText !== undefined && !TRUE_FALSE.test(enabledText)) problems.push('ETAX_ENABLED must be true or false');
  if (enabledText?.toLowerCase() !== 'true') return { sellerAddress, sending: null };

  const before = problems.length;
  if (!seller.ok || !seller.identity.vat.registered)
    problems.push('ETAX_ENABLED needs a VAT-registered seller (SELLER_VAT_REGISTERED=true)');
  if (!sellerAddress) problems.push('ETAX_ENABLED needs the ETAX_SELLER_* address codes');
  const sender = check(problems, email('ETAX_SENDER'), env.ETAX_SENDER);
  if (env.ETAX_SENDER === undefined) problems.push('ETAX_SENDER is missing');
  const domain = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (sender && domain(sender) !== domain(mailFrom))
    problems.push(`ETAX_SENDER must be an address on the studio's mail domain (${domain(mailFrom)}, MAIL_FROM's)`);
  const mailbox = check(problems, email('ETAX_RD_MAILBOX'), env.ETAX_RD_MAILBOX);
  if (env.ETAX_RD_MAILBOX === undefined) problems.push("ETAX_RD_MAILBOX is missing (the Revenue Department's time-stamp mailbox)");
  if (problems.length > before || !sender || !mailbox) return { sellerAddress, sending: null };
  return { sellerAddress, sending: { sender, mailbox } };
}

// --- social sign-in ------------------------------------------------------------------------------

/** Where each provider's discovery document lives unless AUTH_<P>_ISSUER says otherwise. */
const DEFAULT_ISSUERS: Record<SocialProvider, string> = { google: 'https://accounts.google.com', line: 'https://access.line.me' };

/**
 * AUTH_GOOGLE_CLIENT_ID / _CLIENT_SECRET / _ISSUER and AUTH_LINE_… configure the local adapter's OIDC
 * clients: a provider is offered when its id and secret are both set (one without the other is a
 * mistake worth saying). AUTH_SUPABASE_PROVIDERS=google,line says which the Supabase adapter offers:
 * Google through Supabase, LINE run by the site with AUTH_LINE_… (decision 0060 addendum);
 * AUTH_LINE_SUPABASE_ID names identities an older custom provider made (custom:line by default).
 * AUTH_ALLOW_HTTP_ISSUERS=true lets a local run use a test provider on http://127.0.0.1 (never production).
 */
function readSocial(env: Record<string, string>, problems: string[], production: boolean): AppConfig['social'] {
  const allowHttpIssuers = env.AUTH_ALLOW_HTTP_ISSUERS === 'true';
  if (allowHttpIssuers && production) problems.push('AUTH_ALLOW_HTTP_ISSUERS is for local test providers only');
  const oidc: OidcSettings = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `AUTH_${provider.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    const issuerText = env[`${prefix}_ISSUER`];
    if (!clientId && !clientSecret) {
      if (issuerText) problems.push(`${prefix}_ISSUER is set without ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`);
      continue;
    }
    if (!clientId || !clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together (${clientId ? 'secret' : 'id'} missing)`);
      continue;
    }
    const issuer = check(
      problems,
      httpUrl(`${prefix}_ISSUER`, { httpsOnly: !allowHttpIssuers || production }),
      issuerText ?? DEFAULT_ISSUERS[provider],
    );
    if (issuer) oidc[provider] = { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret };
  }
  const supabaseProviders: SocialProvider[] = [];
  for (const name of (env.AUTH_SUPABASE_PROVIDERS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)) {
    if ((SOCIAL_PROVIDERS as readonly string[]).includes(name)) supabaseProviders.push(name as SocialProvider);
    else problems.push(`AUTH_SUPABASE_PROVIDERS: unknown provider ${name} (google, line)`);
  }
  const supabaseLineId = env.AUTH_LINE_SUPABASE_ID ?? 'custom:line';
  if (!/^custom:[a-z0-9][a-z0-9:-]{0,48}$/.test(supabaseLineId)) problems.push('AUTH_LINE_SUPABASE_ID must look like custom:line');
  return { oidc, supabaseProviders, supabaseLineId, allowHttpIssuers };
}

/** Where links point: SITE_URL, or in production the URL Netlify sets, or locally the listening address. */
function readSiteUrl(env: Env, problems: string[], production: boolean): string {
  const siteSource = production ? (env.SITE_URL ?? env.URL) : env.SITE_URL;
  if (production && !siteSource) problems.push('SITE_URL is missing (or URL, which Netlify sets)');
  const checkedSite = check(problems, httpUrl(env.SITE_URL ? 'SITE_URL' : 'URL', { httpsOnly: production }), siteSource);
  const listenHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return (checkedSite ?? `http://${listenHost}:${env.PORT ?? '4321'}`).replace(/\/+$/, '');
}

/** X posting: the four OAuth 1.0a values (all or none), else a bearer token, else nothing. */
function readXAuth(env: Env, problems: string[]): XAuth | undefined {
  const oauth1 = ['X_API_KEY', 'X_API_SECRET', 'X_ACCESS_TOKEN', 'X_ACCESS_TOKEN_SECRET'] as const;
  const oauth1Set = oauth1.filter((name) => env[name]);
  let xAuth: XAuth | undefined;
  if (oauth1Set.length === oauth1.length) {
    xAuth = {
      kind: 'oauth1',
      consumerKey: env.X_API_KEY!,
      consumerSecret: env.X_API_SECRET!,
      token: env.X_ACCESS_TOKEN!,
      tokenSecret: env.X_ACCESS_TOKEN_SECRET!,
    };
  } else {
    // A partial OAuth 1.0a set would only ever be refused by X: say so instead of ignoring it.
    if (oauth1Set.length > 0)
      problems.push(`X posting: ${oauth1.filter((name) => !env[name]).join(', ')} missing (${oauth1Set.join(', ')} set)`);
    if (env.X_BEARER_TOKEN) xAuth = { kind: 'bearer', accessToken: env.X_BEARER_TOKEN };
  }
  return xAuth;
}

// --- the whole configuration --------------------------------------------------------------------

/** Reads and validates an environment. Pure: tests and check:env pass their own. */
export function readConfig(rawEnv: Env): ConfigResult {
  const env = clean(rawEnv);
  const signs = deploymentSigns(rawEnv);
  const mode: Mode = signs.length > 0 ? 'production' : 'local';
  const problems: string[] = [];
  const production = mode === 'production';
  const need = (name: string) => (production ? required(problems, env, name) : env[name]);

  if (env.APP_MODE !== undefined && !APP_MODES.test(env.APP_MODE)) problems.push('APP_MODE must be local or production');
  // The listening address comes from HOST: scripts/serve.mjs listens there (default 127.0.0.1), and
  // astro.config.mjs sets it to the dev server's own address under `astro dev` (`--host` exposes it).
  const exposed = !production && env.HOST !== undefined && !isLoopbackHost(env.HOST) && !/^local$/i.test(env.APP_MODE ?? '');
  if (exposed) problems.push(exposedLocalMode(env.HOST!));

  const siteUrl = readSiteUrl(env, problems, production);

  const databaseUrl = check(problems, postgresUrl, need('DATABASE_URL'));
  const supabaseUrl = check(problems, httpUrl('SUPABASE_URL', { httpsOnly: true }), need('SUPABASE_URL'));
  const anonKey = need('SUPABASE_ANON_KEY');

  const sendgridKey = need('SENDGRID_API_KEY');
  const stripeKey = check(problems, prefixed('STRIPE_SECRET_KEY', ['sk_', 'rk_']), need('STRIPE_SECRET_KEY'));
  const webhookSecret = check(problems, prefixed('STRIPE_WEBHOOK_SECRET', ['whsec_']), need('STRIPE_WEBHOOK_SECRET'));

  // Optional everywhere, but well-formed when set.
  const optionalUrl = (name: string) => check(problems, httpUrl(name, { httpsOnly: production }), env[name]);
  const optionalNumber = (name: string) => check(problems, positiveNumber(name), env[name]);
  const sendgridBase = optionalUrl('SENDGRID_API_URL');
  const stripeBase = optionalUrl('STRIPE_API_BASE');
  const aiBase = optionalUrl('AI_API_BASE');
  const pexelsBase = optionalUrl('PEXELS_API_BASE');
  const xBase = optionalUrl('X_API_BASE');
  const lineBase = optionalUrl('LINE_MESSAGING_API_BASE');
  const rebuildHookUrl = optionalUrl('NETLIFY_BUILD_HOOK_URL');
  const mailFrom = check(problems, email('MAIL_FROM'), env.MAIL_FROM);
  const studioInbox = check(problems, email('MAIL_STUDIO_INBOX'), env.MAIL_STUDIO_INBOX);
  const poolMax = optionalNumber('DATABASE_POOL_MAX');
  const sendgridTimeout = optionalNumber('SENDGRID_TIMEOUT_MS');
  const aiTimeout = optionalNumber('AI_TIMEOUT_MS');

  const xAuth = readXAuth(env, problems);

  const limitNumber = (name: string, fallback: number) => optionalNumber(name) ?? fallback;
  const limits = {
    multiplier: Math.max(1, limitNumber('RATE_LIMIT_MULTIPLIER', 1)),
    signUpsPerHour: limitNumber('SIGN_UP_LIMIT_PER_HOUR', 10),
    leadsPerHour: limitNumber('LEAD_LIMIT_PER_HOUR', 10),
  };
  const social = readSocial(env, problems, production);
  // LINE on Supabase is run by the site (decision 0060, addendum): its channel and the admin API.
  if (production && supabaseUrl && social.supabaseProviders.includes('line') && (!social.oidc.line || !env.SUPABASE_SERVICE_ROLE_KEY))
    problems.push('AUTH_SUPABASE_PROVIDERS has line: set AUTH_LINE_CLIENT_ID, AUTH_LINE_CLIENT_SECRET and SUPABASE_SERVICE_ROLE_KEY');
  // LINE's webhook turns updates off on an unfollow (decision 0075): a token without the secret that checks it fails closed.
  if (production && env.LINE_MESSAGING_TOKEN && !env.LINE_MESSAGING_SECRET)
    problems.push('LINE_MESSAGING_TOKEN is set without LINE_MESSAGING_SECRET (the channel secret that checks LINE webhooks)');
  const trustProxy = env.TRUST_PROXY === 'true';
  if (env.TRUST_PROXY && env.TRUST_PROXY !== 'true' && env.TRUST_PROXY !== 'false') problems.push('TRUST_PROXY must be true or false');

  if (problems.length > 0) return { ok: false, mode, deploymentSigns: signs, problems };
  const seller = readSeller(env, production);
  const etax = readEtax(env, problems, seller, mailFrom ?? site.email);
  if (problems.length > 0) return { ok: false, mode, deploymentSigns: signs, problems };

  const config: AppConfig = {
    mode,
    deploymentSigns: signs,
    siteUrl,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolMax: poolMax ?? (signs.some((sign) => sign.startsWith('NETLIFY=')) ? 2 : 10) }
      : { kind: 'pglite', dataDir: env.LOCAL_DATA_DIR ?? DEFAULT_LOCAL_DATA_DIR },
    auth:
      production && supabaseUrl && anonKey
        ? { kind: 'supabase', url: supabaseUrl, anonKey, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined }
        : {
            kind: 'local',
            jwtSecret: env.LOCAL_AUTH_JWT_SECRET,
            mfaKey: env.LOCAL_AUTH_MFA_KEY,
            admin: { email: env.LOCAL_ADMIN_EMAIL ?? 'admin@siampixel.example', password: env.LOCAL_ADMIN_PASSWORD ?? 'admin-siam-2026' },
          },
    mail: {
      sendgrid: sendgridKey ? { apiKey: sendgridKey, baseUrl: sendgridBase, timeoutMs: sendgridTimeout } : undefined,
      from: { email: mailFrom ?? site.email, name: env.MAIL_FROM_NAME ?? site.name },
      studioInbox: studioInbox ?? site.email,
    },
    payments: stripeKey ? { kind: 'stripe', secretKey: stripeKey, webhookSecret, apiBase: stripeBase } : { kind: 'demo' },
    ai: { apiKey: env.AI_API_KEY, baseUrl: aiBase, model: env.AI_MODEL, timeoutMs: aiTimeout },
    photos: { apiKey: env.PEXELS_API_KEY, baseUrl: pexelsBase },
    x: { auth: xAuth, baseUrl: xBase },
    lineMessaging: { token: env.LINE_MESSAGING_TOKEN, secret: env.LINE_MESSAGING_SECRET, baseUrl: lineBase },
    rebuildHookUrl,
    social,
    http: { secureCookies: production, trustProxy },
    seller,
    etax,
    limits,
  };
  return { ok: true, mode, config };
}

/** Like readConfig, for tests and tools that want the configuration or an exception. */
export function configFrom(env: Env): AppConfig {
  const result = readConfig(env);
  if (!result.ok) throw new ConfigError(result.mode, result.problems);
  return result.config;
}

let current: ConfigResult | undefined;

/** This process's configuration, read once. */
export function configStatus(): ConfigResult {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
  current ??= readConfig(process.env);
  return current;
}

/** Reads the environment again (tests that change it). */
export function reloadConfig(): void {
  current = undefined;
}

/** This process's configuration; throws ConfigError when production is missing something. */
export function getConfig(): AppConfig {
  const status = configStatus();
  if (!status.ok) throw new ConfigError(status.mode, status.problems);
  return status.config;
}

/** The studio's identity for a document, or the reason documents are refused (logged once per call site). */
export function sellerIdentity(config: AppConfig): SellerIdentity | undefined {
  return config.seller.ok ? config.seller.identity : undefined;
}

/** The one log line an operator needs when production refuses to serve. */
export function describeProblems(result: Extract<ConfigResult, { ok: false }>): string {
  return `[config] ${result.mode} mode (${result.deploymentSigns.join(', ') || 'no deployment signs'}) refuses to serve: ${result.problems.join('; ')}`;
}

/**
 * The database a build reads (docs/decisions/0038: /services' prices come from the catalogue while the
 * page is built). A build is not a server and `astro build` sets NODE_ENV=production, so it needs none
 * of production's other settings: the deployment's database when DATABASE_URL is set (Netlify's build
 * sees the site's variables), else the embedded one in LOCAL_DATA_DIR, migrated and seeded as local
 * mode's is.
 */
export function buildDatabaseConfig(rawEnv?: Env): AppConfig['database'] {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
  const env = clean(rawEnv ?? process.env);
  const problems: string[] = [];
  const url = check(problems, postgresUrl, env.DATABASE_URL);
  if (problems.length > 0) throw new ConfigError('production', problems);
  return url ? { kind: 'postgres', url, poolMax: 1 } : { kind: 'pglite', dataDir: env.LOCAL_DATA_DIR ?? DEFAULT_LOCAL_DATA_DIR };
}
