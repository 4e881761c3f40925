// Issues the receipts/tax invoices of paid orders that got none while the studio's identity (SELLER_*)
// was incomplete, then the credit-note documents skipped with them: npm run documents:reissue. Run it
// once the identity is complete; running it again issues nothing new. Uses the site's configuration and
// database (PGlite locally: stop `npm start` first; DATABASE_URL in production). docs/decisions/0051.
// Each document issued is queued to the client with its PDF (the outbox; the site's delivery sends it):
// receipts since decision 0050's addendum of 2026-11-27, credit notes since 0051's.
import { closeDatabase, getDatabase } from '../src/server/db/index';
import { getConfig } from '../src/server/config';
import { issueMissingReceipts } from '../src/server/billing/documents/reissue';
import { getMailQueue, siteUrl } from '../src/server/services';

const CREDIT_REASONS: Record<string, string> = {
  no_original: 'a payment it corrects has no receipt/tax invoice to refer to (see the skipped orders above)',
  not_computable: 'the payments and credits recorded before it do not add up to this credit',
};

const db = await getDatabase();
try {
  const report = await issueMissingReceipts(db, getConfig(), { mail: getMailQueue(), origin: siteUrl() });
  for (const row of report.issued)
    console.log(
      `issued ${row.number} for order ${row.orderId}, paid ${row.paidAt}; ${row.emailedTo ? `e-mail queued to ${row.emailedTo}` : 'no e-mail'}`,
    );
  for (const row of report.skipped) console.error(`skipped order ${row.orderId}: ${row.reason}`);
  console.log(`${report.issued.length} issued, ${report.skipped.length} skipped.`);
  const { creditNotes } = report;
  for (const row of creditNotes.issued)
    console.log(
      `issued credit note ${row.number} for credit ${row.creditNoteId} of quote ${row.quoteId}, credited ${row.creditedAt}; ${row.emailedTo ? `e-mail queued to ${row.emailedTo}` : 'no e-mail'}`,
    );
  for (const row of creditNotes.skipped)
    console.error(`skipped credit ${row.creditNoteId} of quote ${row.quoteId}: ${CREDIT_REASONS[row.reason] ?? row.reason}`);
  console.log(`Credit notes: ${creditNotes.issued.length} issued, ${creditNotes.skipped.length} skipped.`);
  if (report.skipped.length > 0 || creditNotes.skipped.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`documents:reissue: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
