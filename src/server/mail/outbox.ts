/**
 * The outbox: every e-mail is a row in email_outbox, written in the same transaction as the data
 * it belongs to, and delivered afterwards by deliverDueEmails (deliver.ts) through the configured
 * transport, with retries. Local mode also logs each message when it is queued.
 */
import { site } from '../../config/site';
import type { Tx } from '../db/types';
import type { RenderedEmail } from './templates';
import type { MailAttachment } from './transport';
import type { Locale } from '../../i18n/locales';
import { MAIL_KINDS, type KindSpec, type MailInputs, type MailKind } from './kinds';
import type { LineQueue } from './line/outbox';

export type { MailInputs, MailKind, Recipient } from './kinds';

export interface OutboxMessage extends RenderedEmail {
  to: string;
  toName?: string;
  replyTo?: string;
  /** A copy address and a sender of its own (the e-Tax route, decision 0069). */
  cc?: string;
  from?: string;
  /** The one-click unsubscribe link (RFC 8058, decision 0075); reminder kinds only (the database refuses others). */
  listUnsubscribe?: string;
  kind: MailKind;
  locale: Locale;
  relatedTable?: string;
  relatedId?: string;
  /** Files sent with it, stored with the row (email_attachments) so a retry sends the same bytes. */
  attachments?: readonly QueuedAttachment[];
}

/** An attachment to queue; `documentId` names the document it is the PDF of, when it is one. */
export interface QueuedAttachment extends MailAttachment {
  documentId?: string | null;
}

/** The row an e-mail belongs to (e.g. { relatedTable: 'quotes', relatedId }), for the admin's outbox view. */
export interface Related {
  relatedTable?: string;
  relatedId?: string;
}

export interface MailQueueOptions {
  logToConsole: boolean;
  /** Where studio alerts go and where customers' replies land. Default site.email (the configuration passes MAIL_STUDIO_INBOX). */
  studioInbox?: string;
  /** LINE messages (docs/decisions/0072): the push that goes with a client's e-mail, when they want it. */
  line?: LineQueue | undefined;
}

export class MailQueue {
  private readonly studioInbox: string;

  constructor(private readonly options: MailQueueOptions) {
    this.studioInbox = options.studioInbox ?? site.email;
  }

  /**
   * Queues one e-mail of `kind`, rendered from `input` by the kind's template and addressed by its
   * audience (see MAIL_KINDS): studio alerts to the studio inbox in English, replies to the customer;
   * customer e-mails to the customer in their language, replies to the studio inbox.
   */
  async enqueue<K extends MailKind>(
    tx: Tx,
    kind: K,
    input: MailInputs[K],
    related: Related = {},
    attachments: readonly QueuedAttachment[] = [],
    /** A copy address and a sender of its own (the e-Tax route); a one-click unsubscribe link (reminders). */
    envelope: { cc?: string; from?: string; listUnsubscribe?: string } = {},
  ): Promise<string> {
    const spec: KindSpec<MailInputs[K]> = MAIL_KINDS[kind];
    const email = spec.template(input);
    if (spec.audience === 'studio') {
      const customer = spec.replyTo(input);
      return this.queueRendered(tx, {
        ...email,
        ...related,
        attachments,
        to: this.studioInbox,
        toName: site.name,
        ...(customer ? { replyTo: customer.email } : {}),
        kind,
        locale: 'en',
      });
    }
    const to = spec.to(input);
    const id = await this.queueRendered(tx, {
      ...email,
      ...related,
      attachments,
      to: to.email,
      toName: to.name,
      ...(spec.repliesToStudio ? { replyTo: this.studioInbox } : {}),
      ...envelope,
      kind,
      locale: spec.language(input),
    });
    await this.options.line?.queue(tx, kind, input, to.email, related);
    return id;
  }

  /** A message rendered already (the delivery tests and the outbox benchmark queue made-up bodies). */
  async queueRendered(tx: Tx, message: OutboxMessage): Promise<string> {
    const row = await tx.db
      .insertInto('public.email_outbox')
      .values({
        to_email: message.to,
        to_name: message.toName ?? null,
        reply_to: message.replyTo ?? null,
        cc_email: message.cc ?? null,
        from_email: message.from ?? null,
        list_unsubscribe: message.listUnsubscribe ?? null,
        subject: message.subject,
        html: message.html,
        text: message.text,
        kind: message.kind,
        locale: message.locale,
        related_table: message.relatedTable ?? null,
        related_id: message.relatedId ?? null,
      })
      .returning('id')
      .executeTakeFirst();
    const files = message.attachments ?? [];
    if (row) await this.attach(tx, row.id, files);
    if (this.options.logToConsole) {
      const named = files.map((file) => `\n[attachment] ${file.filename}`).join('');
      const copy = message.cc ? ` (copy to ${message.cc})` : '';
      console.info(`[mail] queued "${message.subject}" for ${message.to}${copy}${named}\n${message.text}\n`);
    }
    return row?.id ?? '';
  }

  /**
   * Stores files with a queued e-mail, in the transaction that queued it. Only the service may (RLS):
   * an e-mail an admin queues (their right to, checked by the outbox's policy) gets its files through
   * `tx.asService` afterwards.
   */
  async attach(tx: Tx, emailId: string, files: readonly QueuedAttachment[]): Promise<void> {
    if (files.length === 0) return;
    await tx.db
      .insertInto('public.email_attachments')
      .values(
        files.map((file, position) => ({
          email_id: emailId,
          position,
          filename: file.filename,
          content_type: file.type,
          content_base64: file.contentBase64,
          document_id: file.documentId ?? null,
        })),
      )
      .execute();
  }
}
