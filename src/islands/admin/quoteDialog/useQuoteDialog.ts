import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminQuote } from '../../../domain/admin';
import type { AdminT } from '../words';
import type { FailureKeys } from '../../../client/actionErrors';
import { useActionForm } from '../../shared/useActionForm';
import { useDialog } from '../../shared/useDialog';
import type { Locale } from '../../../i18n/locales';
import { useQuoteRecord } from '../QuoteRecord';

const EMAIL_SENT_MS = 3_000;

const saveKeys: FailureKeys = {
  generic: 'admin.quote.saveFailed',
  network: 'admin.quote.saveError',
  invalid: 'admin.quote.saveError',
  transition_not_allowed: 'admin.quote.notAllowed',
  // "Failed to update quote: The lines add up to ฿X, more than the price ฿Y. ...", the reason worded in the admin's language.
  quote_lines_exceed_price: 'admin.quote.saveFailed',
};
const emailKeys: FailureKeys = { generic: 'admin.quote.emailFailed', network: 'admin.quote.emailError' };

interface Options {
  quoteId: string | null;
  listed: AdminQuote | null;
  locale: Locale;
  t: AdminT;
  onClose: () => void;
  onSaved: (quote: AdminQuote) => void;
}

/**
 * The dialog's state: edit mode, the quote's record (read again after a save or an e-mail), the save
 * and the e-mail with their outcomes ('Email sent!' for three seconds), and closing, which clears them.
 */
export function useQuoteDialog({ quoteId, listed, locale, t, onClose, onSaved }: Options) {
  const [editing, setEditing] = useState(false);
  // Bumped after a save or an e-mail: the record (trail, e-mails) is read again.
  const [version, setVersion] = useState(0);
  const record = useQuoteRecord(t, locale, quoteId, version);
  const save = useActionForm({
    action: actions.admin.saveQuote,
    keys: saveKeys,
    onSuccess: (data) => {
      onSaved(data);
      setEditing(false);
      setVersion((v) => v + 1);
    },
  });
  const email = useActionForm({ action: actions.admin.emailQuote, keys: emailKeys, onSuccess: () => setVersion((v) => v + 1) });
  const quote = quoteId === null ? null : (listed ?? record?.record?.quote ?? null);
  const { ref: dialogRef, ...dialogEvents } = useDialog(quoteId !== null, close, save.pending || email.pending);
  const emailSent = email.data !== null;

  // 'Email sent!' for three seconds, then the button's own label again.
  // (Each answer starts its own three seconds: `data` is a new object every time.)
  const { data: emailAnswer, set: setEmail } = email;
  useEffect(() => {
    if (!emailAnswer) return;
    const timer = setTimeout(() => setEmail({}), EMAIL_SENT_MS);
    return () => clearTimeout(timer);
  }, [emailAnswer, setEmail]);

  function close() {
    setEditing(false);
    save.set({});
    email.set({});
    onClose();
  }

  function startEditing() {
    save.set({ notice: save.notice, code: save.code });
    setEditing(true);
  }

  function stopEditing() {
    save.set({ notice: save.notice, code: save.code });
    setEditing(false);
  }

  // One alert line for the dialog: the e-mail's failure, else the save's.
  const failure = email.notice ?? save.notice;

  return { editing, startEditing, stopEditing, version, record, save, email, emailSent, quote, dialogRef, dialogEvents, close, failure };
}
