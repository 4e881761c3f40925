/**
 * The client's billing identity (public.billing_identities): one row per account, written by its owner
 * under RLS, read by them, the studio and the document issuer. A document copies it when issued.
 */
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import type { BillingIdentity, BillingKind } from '../../domain/validation/billing';

interface Row {
  kind: string;
  legal_name: string;
  tax_id: string | null;
  branch: string | null;
  address: string;
}

function fromRow(row: Row): BillingIdentity {
  return { kind: row.kind as BillingKind, legalName: row.legal_name, taxId: row.tax_id, branch: row.branch, address: row.address };
}

/** Within any transaction whose role may read the row (the owner, an admin, the service). */
export async function readBillingIdentity(tx: Tx, userId: string): Promise<BillingIdentity | null> {
  const row = await tx.db
    .selectFrom('public.billing_identities')
    .select(['kind', 'legal_name', 'tax_id', 'branch', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The signed-in user's own; `userId` is their verified id (RLS returns nothing else anyway). */
export function loadOwnBillingIdentity(caller: SignedInCallerDb, userId: string): Promise<BillingIdentity | null> {
  return caller.run((tx) => readBillingIdentity(tx, userId));
}

/** Creates or replaces the caller's own identity, as the caller: RLS refuses anyone else's row. */
export async function saveOwnBillingIdentity(
  caller: SignedInCallerDb,
  userId: string,
  identity: BillingIdentity,
): Promise<BillingIdentity> {
  const values = {
    kind: identity.kind,
    legal_name: identity.legalName,
    tax_id: identity.taxId,
    branch: identity.branch,
    address: identity.address,
  };
  const row = await caller.run((tx) =>
    tx.db
      .insertInto('public.billing_identities')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .returning(['kind', 'legal_name', 'tax_id', 'branch', 'address'])
      .executeTakeFirstOrThrow(),
  );
  return fromRow(row);
}
