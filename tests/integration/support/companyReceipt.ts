// A company client's paid receipt/tax invoice, issued the way the server issues one (receiptFor, then
// issueDocument as the service): the e-Tax suites start from it (decisions 0069, 0076).
import type { DatabaseEngine } from '../../../src/server/db/types';
import { issueDocument, type IssuedDocument } from '../../../src/server/billing/documents/issue';
import { receiptFor } from '../../../src/domain/money/document';
import { DEMO_SELLER } from '../../../src/server/config';
import type { User } from './actors';

/** The buyer's name on the receipt. */
export const RECEIPT_COMPANY = 'บริษัท อลิซ ดิจิทัล จำกัด';

/** A VAT-registered seller's tax invoice to `client`'s company for a card payment of ฿24,900 made now. */
export async function issueCompanyReceipt(db: DatabaseEngine, client: User, paymentReference: string): Promise<IssuedDocument> {
  const { type, snapshot } = receiptFor({
    seller: { ...DEMO_SELLER, branch: null, vatRegistered: true, vatRateBp: 700 },
    buyer: {
      kind: 'company',
      name: RECEIPT_COMPANY,
      taxId: '0107537000882',
      branch: null,
      address: '1 ถนนพระราม 4 แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
      email: client.email,
    },
    lines: [{ description: { th: 'แพ็กเกจเว็บไซต์ธุรกิจ', en: 'Business Website package' }, quantity: 1, unitPrice: 2_490_000 }],
    payment: { method: 'card', reference: paymentReference, paidAt: new Date().toISOString(), amount: 2_490_000 },
    demo: true,
  });
  return db.asService((tx) => issueDocument(tx, { type, issuedAt: new Date(), userId: client.id, quoteId: null, orderId: null, snapshot }));
}
