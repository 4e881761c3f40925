// What the database answered a write the test expects it to refuse: the SQLSTATE code of the error, or
// 'accepted' when the statement went through (any other error fails the test).
import { isDatabaseError } from '../../../src/server/db/types';

export async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (isDatabaseError(error)) return error.code;
    throw error;
  }
  return 'accepted';
}
