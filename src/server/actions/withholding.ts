import { withholdingMarkAction, withholdingReportAction } from '../../domain/money/withholdingCertificate';
import { markCertificate, reportCertificateSent } from '../billing/withholding/certificates';
import { adminAction, userAction } from './define';
import { fail } from './failure';

/** The client says they sent the withholding certificate of one of their documents (RLS: their own). */
export const reportWithholding = userAction({
  input: withholdingReportAction,
  async handler(input, { caller }) {
    if ((await reportCertificateSent(caller, input)) === 'not_found') fail('not_found');
    return { documentId: input.documentId };
  },
});

/** The studio marks a certificate received or missing (admins at aal2, checked here and by RLS). */
export const markWithholding = adminAction({
  input: withholdingMarkAction,
  async handler(input, { caller }) {
    if ((await markCertificate(caller, input.documentId, input.status)) === 'not_found') fail('not_found');
    return { documentId: input.documentId, status: input.status };
  },
});
