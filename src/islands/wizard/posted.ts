import type { Notice } from '../../client/actionErrors';

export type PostedContact = { name: string; email: string; phone: string; company: string };

/**
 * What the wizard's pages answered when a form was posted before the island ran or without
 * JavaScript (docs/decisions/0019): the description refused (the island shows the text and the
 * message), a plan with its contact form (server-rendered, PostedPlan), or the lead sent.
 */
export type WizardPosted =
  | { kind: 'description'; description: string; error: string }
  | {
      kind: 'plan';
      description: string;
      featureIds: number[];
      contact: PostedContact;
      fields: Record<string, string>;
      notice: Notice | null;
    }
  | { kind: 'sent'; quoteId: string; account: 'existing' | 'created' | 'unconfirmed' | 'none'; email: string };
