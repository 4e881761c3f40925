import { billingIdentitySchema, storedBillingIdentity } from '../../domain/validation/billing';
import { saveOwnBillingIdentity } from '../billing/identity';
import { userAction } from './define';

/** The account form's billing identity: saved as the caller (RLS: their own row only). */
export const saveBilling = userAction({
  input: billingIdentitySchema,
  async handler(input, { caller, session }) {
    return saveOwnBillingIdentity(caller, session.user.id, storedBillingIdentity(input));
  },
});
