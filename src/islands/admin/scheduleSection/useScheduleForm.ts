import { useState } from 'react';
import { actions, isInputError } from 'astro:actions';
import { scheduleFieldErrors, scheduleInput, specsOf, type ScheduleRow } from '../../../domain/schedule/scheduleForm';
import { splitSchedule } from '../../../domain/schedule/split';
import type { AdminT } from '../words';
import type { FormRow } from '../ScheduleForm';

/** Orders hold whole baht (server/billing/schedule/manage.ts INSTALMENT_STEP); the preview splits the same way. */
export const STEP = 100;

const toInput = (rows: FormRow[]): ScheduleRow[] =>
  rows.map((row, index) =>
    index === rows.length - 1 ? { labelEn: row.labelEn, labelTh: row.labelTh, kind: 'rest', value: '' } : { ...row },
  );

/** `quotation`: the quotation revision the save issued on a quoted price (decision 0062), else null. */
type Answer = { ok: true; quotation: { revision: number; number: string | null } | null } | { ok: false; problem: string };

/**
 * The new revision's rows as typed, each part's amount as the price splits them, the field errors and
 * the server's notice; the save checks with the action's own schema first, then asks the server.
 */
export function useScheduleForm(options: {
  quoteId: string;
  price: number;
  initial: FormRow[];
  t: AdminT;
  onSaved: (quotation: { revision: number; number: string | null } | null) => void;
}) {
  const { quoteId, price, t, onSaved } = options;
  const [rows, setRows] = useState<FormRow[]>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const input = { quoteId, instalments: toInput(rows) };
  const checked = scheduleInput.safeParse(input);
  const split = checked.success ? splitSchedule(price * 100, specsOf(checked.data.instalments), STEP) : null;
  const amounts = split?.ok ? split.instalments.map((i) => i.amount) : null;

  const edit = (index: number, change: Partial<FormRow>) => {
    setRows(rows.map((r, j) => (j === index ? { ...r, ...change } : r)));
    // The server's refusal was about the figures as they were; the live total speaks for the new ones.
    setNotice(null);
  };

  async function submit() {
    setNotice(null);
    if (!checked.success) {
      setErrors(scheduleFieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await actions.admin.setSchedule(input);
      if (result.error !== undefined) {
        if (isInputError(result.error)) setErrors(scheduleFieldErrors(result.error.issues));
        else setNotice(t('admin.schedule.failed'));
        return;
      }
      const answer: Answer = result.data;
      if (answer.ok) onSaved(answer.quotation);
      else setNotice(t.data(`admin.schedule.problem.${answer.problem}`));
    } catch {
      setNotice(t('admin.schedule.failed'));
    } finally {
      setBusy(false);
    }
  }

  const remove = (index: number) => {
    setRows(rows.filter((_, j) => j !== index));
    setErrors({});
  };
  const add = () => {
    // A new part goes before the last, which keeps taking the rest.
    setRows([...rows.slice(0, -1), { labelEn: '', labelTh: '', kind: 'percent', value: '' }, rows[rows.length - 1]!]);
    setErrors({});
  };

  return { rows, errors, notice, busy, split, amounts, edit, remove, add, submit };
}
