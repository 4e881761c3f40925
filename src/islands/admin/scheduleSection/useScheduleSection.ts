import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminT } from '../words';
import type { FormRow } from '../ScheduleForm';
import type { Loaded, ReportStart } from './shared';

type Outcome = { data?: { ok: boolean; problem?: string } | undefined; error?: unknown };

/**
 * The schedule section's state: the loaded schedule (reloaded after each change), the revision being
 * edited, the instalment being confirmed due or recorded as received, and the notice or saved message.
 */
export function useScheduleSection(quoteId: string, t: AdminT) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ id: string; data: Loaded | null; error: boolean } | null>(null);
  const [rows, setRows] = useState<FormRow[] | null>(null);
  const [receiving, setReceiving] = useState<string | null>(null);
  // The client's transfer report a "record" starts from (decision 0064), if any.
  const [fromReport, setFromReport] = useState<ReportStart | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // "Mark due and invoice" sends the client a money request: it asks first (decision 0062).
  const [confirmingDue, setConfirmingDue] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    actions.admin
      .schedule({ id: quoteId })
      .then((result) => {
        if (live) setState({ id: quoteId, data: result.data ?? null, error: result.error !== undefined });
      })
      .catch(() => {
        if (live) setState({ id: quoteId, data: null, error: true });
      });
    return () => {
      live = false;
    };
  }, [quoteId, version]);

  const loaded = state && state.id === quoteId ? state : null;
  const reload = () => setVersion((v) => v + 1);

  async function run(call: () => Promise<Outcome>, fallback: string) {
    setBusy(true);
    setNotice(null);
    setSaved(null);
    try {
      const result = await call();
      if (result.error !== undefined || !result.data) setNotice(t('admin.schedule.failed'));
      else if (!result.data.ok) setNotice(t.data(`admin.schedule.problem.${result.data.problem ?? fallback}`));
      else {
        setRows(null);
        setReceiving(null);
        setConfirmingDue(null);
        reload();
      }
    } catch {
      setNotice(t('admin.schedule.failed'));
    } finally {
      setBusy(false);
    }
  }

  /** Starts recording an instalment as received, from the client's report or from nothing. */
  function receive(instalmentId: string, report: ReportStart | null) {
    setFromReport(report);
    setReceiving(instalmentId);
  }

  return {
    loaded,
    reload,
    run,
    busy,
    notice,
    saved,
    setSaved,
    rows,
    setRows,
    receiving,
    setReceiving,
    receive,
    fromReport,
    confirmingDue,
    setConfirmingDue,
  };
}
