import type { SellerSnapshot } from '../../domain/money/document';
import type { SellerIdentity } from '../config';

/**
 * The studio as a document freezes it (Revenue Code section 86/4): its registered names, address, tax ID
 * and branch, whether it is VAT registered, and the rate it charges. One shape for every document type.
 */
export function sellerOnDocument(identity: SellerIdentity): SellerSnapshot & { vatRateBp: number } {
  return {
    name: identity.name,
    address: identity.address,
    taxId: identity.taxId,
    branch: identity.branch,
    vatRegistered: identity.vat.registered,
    vatRateBp: identity.vat.rateBp,
  };
}
