import { etaxTimestampAction } from '../../domain/money/etaxTimestamp';
import { recordTimestampedCopy } from '../billing/etaxTimestamp';
import { adminAction } from './define';
import { fail } from './failure';

/**
 * The studio records the day the time-stamped copy of an e-Tax document came back (decision 0076;
 * admins at aal2, checked here and by RLS). A day the document cannot have (before its issue, in the
 * future) is answered as data, for the form to word.
 */
export const recordEtaxTimestamp = adminAction({
  input: etaxTimestampAction,
  async handler(input, { caller }) {
    const outcome = await recordTimestampedCopy(caller, input);
    if (outcome === 'not_found') fail('not_found');
    return { documentId: input.documentId, recorded: outcome === 'ok', problem: outcome === 'ok' ? null : outcome };
  },
});
