/**
 * Marketing consent records (issue 38): the person's own decisions, written as the caller under RLS
 * (the policy lets them record only their own, from the settings).
 */
import { MARKETING_WORDING_VERSION } from '../../domain/privacy/consent';
import type { Locale } from '../../i18n/locales';
import type { SignedInCallerDb } from '../db/caller';

export interface MarketingState {
  given: boolean;
  at: Date | null;
}

export async function marketingState(caller: SignedInCallerDb): Promise<MarketingState> {
  const latest = await caller.run((tx) =>
    tx.db
      .selectFrom('public.marketing_consents')
      .select(['given', 'created_at'])
      .where('user_id', '=', caller.claims.sub ?? '')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
  return { given: latest?.given === true, at: latest ? new Date(latest.created_at) : null };
}

export async function recordMarketingChoice(caller: SignedInCallerDb, given: boolean, locale: Locale): Promise<void> {
  await caller.run((tx) =>
    tx.db
      .insertInto('public.marketing_consents')
      .values({ given, wording_version: MARKETING_WORDING_VERSION, method: 'account_settings', locale })
      .execute(),
  );
}
