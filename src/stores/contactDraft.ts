/**
 * What the visitor typed into the contact form, kept for the tab (docs/decisions/0029), as the
 * wizard keeps its draft (0019): a reload, or a header link followed by Back, finds the form as it was
 * left. The island is not there when the page opens (it loads on first use, client:interaction), so
 * a plain script on the page puts the draft back into the server-rendered fields and saves each
 * change; the island adopts those values when it hydrates (useTypedBeforeHydration), and clears the
 * draft once the message is sent.
 *
 * sessionStorage, not localStorage: it holds a name and an e-mail address and is this visit's work.
 * Never the honeypot. Storage and checks are the drafts' shared ones (./sessionDraft.ts).
 */
import { parseTextFields, parseVersioned, sessionDraft, typedFields } from './sessionDraft';

export const CONTACT_DRAFT_KEY = 'siam-pixel.contact.draft';

/** The fields a person types. The honeypot (`website`) is not one: a bot's value is not worth keeping. */
export const contactDraftFields = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type ContactDraftField = (typeof contactDraftFields)[number];
export type ContactDraft = Partial<Record<ContactDraftField, string>>;

const storage = sessionDraft(CONTACT_DRAFT_KEY);

/** Versioned and checked: another version, bad JSON or a wrong type is ignored as a whole. */
export function parseContactDraft(raw: string | null): ContactDraft | null {
  return parseTextFields(parseVersioned(raw)?.fields, contactDraftFields);
}

export function readContactDraft(): ContactDraft | null {
  return parseContactDraft(storage.read());
}

export function saveContactDraft(values: ContactDraft): void {
  const fields = typedFields(values, contactDraftFields);
  // Nothing typed (or everything erased): nothing to come back to.
  storage.write(Object.keys(fields).length === 0 ? null : { fields });
}

/** After a successful send: a new message starts blank. */
export function clearContactDraft(): void {
  storage.write(null);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const textField = (form: HTMLFormElement, name: string): TextField | null => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
};

/**
 * Binds one contact form card: puts the draft back into its empty fields, then saves on every change.
 * A field that already holds text keeps it (the browser's own restoration on Back, or what the
 * /contact/send page echoed): that is at least as new as the draft. A card showing the thank-you (the
 * form was posted before the island ran and was sent) clears the draft instead.
 */
export function keepContactDraft(card: HTMLElement): void {
  if (card.querySelector('[data-contact-thanks]')) return clearContactDraft();
  const form = card.querySelector('form');
  const draft = readContactDraft();
  if (form && draft) {
    for (const name of contactDraftFields) {
      const field = textField(form, name);
      const value = draft[name];
      if (field && value && field.value === '') field.value = value;
    }
  }
  // On the card, not the form: the island replaces the form after "Send another message", and the
  // listener must outlive it. An input event bubbles before and after hydration alike.
  card.addEventListener('input', (event) => {
    const target = event.target;
    const current = target instanceof Element ? target.closest('form') : null;
    if (!current) return;
    const values: ContactDraft = {};
    for (const name of contactDraftFields) values[name] = textField(current, name)?.value ?? '';
    saveContactDraft(values);
  });
}
