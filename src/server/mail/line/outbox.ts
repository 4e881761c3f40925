/**
 * Queues a LINE push next to an e-mail (docs/decisions/0072): MailQueue.enqueue calls `queue` with the
 * e-mail's kind and input, in the transaction that queues the e-mail, so both commit or neither does.
 * A push is queued only for an account with "Updates on LINE" on and a LINE user id; the e-mail goes
 * regardless (it is the record).
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/types';
import type { MailInputs, MailKind } from '../kinds';
import { lineMessageFor } from './messages';

export interface LineRelated {
  relatedTable?: string | undefined;
  relatedId?: string | undefined;
}

export class LineQueue {
  constructor(private readonly options: { logToConsole: boolean } = { logToConsole: false }) {}

  /**
   * The push for an e-mail of `kind` to `email`, when its kind has one and the account wants it.
   * Service role inside the caller's transaction: the preference and the LINE user id belong to the
   * recipient, not to the admin or webhook whose write the e-mail accompanies. Answers the row's id.
   */
  async queue<K extends MailKind>(tx: Tx, kind: K, input: MailInputs[K], email: string, related: LineRelated = {}): Promise<string | null> {
    const message = lineMessageFor(kind, input);
    if (!message || !email) return null;
    return tx.asService(async (service) => {
      const target = await service.db
        .selectFrom('public.line_preferences as p')
        .innerJoin('auth.users as u', 'u.id', 'p.user_id')
        .select(['p.user_id', sql<string | null>`public.line_subject_of(p.user_id)`.as('subject')])
        .where('p.updates', '=', true)
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (!target?.subject) return null;
      const row = await service.db
        .insertInto('public.line_outbox')
        .values({
          user_id: target.user_id,
          to_line_user: target.subject,
          kind,
          locale: message.locale,
          text: message.text,
          related_table: related.relatedTable ?? null,
          related_id: related.relatedId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (this.options.logToConsole) console.info(`[line] queued for ${target.subject}\n${message.text}\n`);
      return row.id;
    });
  }
}
