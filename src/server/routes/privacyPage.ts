/**
 * The "Your data and privacy" page (issue 38): what a posted form asks for (download, marketing
 * choice, deletion), answered before the page renders, so it works without JavaScript.
 */
import type { AstroCookies } from 'astro';
import { bindCaller } from '../db/caller';
import { cookieJar } from '../auth/astroCookies';
import type { VerifiedSession } from '../auth/types';
import type { Database } from '../db/types';
import { getAuth, getDatabase, getMailQueue } from '../services';
import { getRateLimiter } from '../rateLimit';
import type { Locale } from '../../i18n/locales';
import type { DeletingAccount } from '../../domain/privacy/deletion';
import { deleteAccount, deletingAccount, type DeletionOutcome } from '../privacy/accountDeletion';
import { marketingState, recordMarketingChoice, type MarketingState } from '../privacy/consent';
import { startExport } from '../privacy/requests';

export type PrivacyNotice = 'exportLimited' | 'exportExpired' | 'marketingOn' | 'marketingOff' | 'failed';
export type DeletionFailure = Extract<DeletionOutcome, { ok: false }>['reason'] | 'unexpected';

export interface PrivacyView {
  notice: PrivacyNotice | null;
  deletionError: DeletionFailure | null;
  marketing: MarketingState;
  account: DeletingAccount;
}

export type PrivacyAnswer = { kind: 'redirect'; to: string } | { kind: 'view'; view: PrivacyView; status: number };

interface Request {
  fields: Record<string, string> | null;
  session: VerifiedSession;
  cookies: AstroCookies;
  request: globalThis.Request;
  url: URL;
  locale: Locale;
  callerDb: Database;
  /** Where a deleted account lands. */
  deletedHref: string;
  /** The request's id, for the log line of an unexpected failure. */
  requestId: string;
}

export async function answerPrivacyPage(input: Request): Promise<PrivacyAnswer> {
  const caller = bindCaller(input.callerDb, input.session.claims);
  const jar = cookieJar(input.cookies, input.request, input.url);
  const db = await getDatabase();
  const auth = await getAuth();
  const intent = input.fields?.['intent'];
  const exported = input.url.searchParams.get('export');
  let notice: PrivacyNotice | null = exported === 'expired' ? 'exportExpired' : exported === 'failed' ? 'failed' : null;
  let deletionError: DeletionFailure | null = null;
  let status = 200;

  // An unexpected failure (the database, the provider) is said on the page in the reader's language,
  // with the reference the log line carries, never as a bare 500.
  const unexpected = (error: unknown) => {
    console.error(`[privacy] [${input.requestId}] ${intent ?? 'page'} failed`, error);
    status = 503;
  };
  if (intent === 'export') {
    try {
      const started = await startExport(db, input.session.user.id);
      if (started.ok) return { kind: 'redirect', to: `/api/account/export/${started.token}` };
      notice = 'exportLimited';
      status = 429;
    } catch (error) {
      unexpected(error);
      notice = 'failed';
    }
  } else if (intent === 'marketing') {
    const given = input.fields?.['marketing'] === 'yes';
    try {
      await recordMarketingChoice(caller, given, input.locale);
      notice = given ? 'marketingOn' : 'marketingOff';
    } catch (error) {
      unexpected(error);
      notice = 'failed';
    }
  } else if (intent === 'delete') {
    try {
      const outcome = await deleteAccount(
        { db, auth, mail: getMailQueue(), limiter: await getRateLimiter() },
        jar,
        input.session,
        { password: input.fields?.['password'], code: input.fields?.['code'], confirm: input.fields?.['confirm'] },
        input.locale,
      );
      if (outcome.ok) return { kind: 'redirect', to: input.deletedHref };
      deletionError = outcome.reason;
      status = outcome.reason === 'rateLimited' ? 429 : 400;
    } catch (error) {
      unexpected(error);
      deletionError = 'unexpected';
    }
  }
  return {
    kind: 'view',
    status,
    view: {
      notice,
      deletionError,
      marketing: await marketingState(caller),
      account: await deletingAccount({ db, auth }, jar, input.session),
    },
  };
}
