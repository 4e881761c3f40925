/**
 * The outbox: every e-mail is a row in email_outbox, written in the same transaction as the data
 * it belongs to, and delivered afterwards by the configured transport (the lead-capture issue adds
 * delivery with retries; until then local mode logs each message so a developer can follow links).
 */
import type { Tx } from '../db/types';
import { passwordResetEmail, type RenderedEmail } from './templates';

export interface OutboxMessage extends RenderedEmail {
  to: string;
  toName?: string;
  replyTo?: string;
  kind: string;
  locale: 'en' | 'th';
  relatedTable?: string;
  relatedId?: string;
}

export class MailQueue {
  constructor(private readonly options: { logToConsole: boolean }) {}

  async enqueue(tx: Tx, message: OutboxMessage): Promise<string> {
    const row = await tx.one<{ id: string }>(
      `insert into public.email_outbox (to_email, to_name, reply_to, subject, html, text, kind, locale, related_table, related_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        message.to,
        message.toName ?? null,
        message.replyTo ?? null,
        message.subject,
        message.html,
        message.text,
        message.kind,
        message.locale,
        message.relatedTable ?? null,
        message.relatedId ?? null,
      ],
    );
    if (this.options.logToConsole) {
      console.info(`[mail] queued "${message.subject}" for ${message.to}\n${message.text}\n`);
    }
    return row?.id ?? '';
  }

  enqueuePasswordReset(tx: Tx, input: { to: string; name: string; link: string; locale: 'en' | 'th' }): Promise<string> {
    return this.enqueue(tx, { ...passwordResetEmail(input), to: input.to, toName: input.name, kind: 'password_reset', locale: input.locale });
  }
}
