import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import type { AuthPanelState } from './useAuthPanel';
import type { AuthT } from './words';

/** The address is unconfirmed: a form that sends the confirmation link again (decision 0049). */
export function ResendConfirmation({ t, panel, action }: { t: AuthT; panel: AuthPanelState; action: string }) {
  const { form, resend, resent } = panel;
  return (
    <form
      method="post"
      action={action}
      className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-center"
      data-resend-confirmation
      onSubmit={(event) => {
        event.preventDefault();
        panel.resendLink();
      }}
    >
      <input type="hidden" name="mode" value="resend" />
      <input type="hidden" name="email" value={form.email} />
      {resend.notice && <ErrorBox>{noticeText(t, resend.notice)}</ErrorBox>}
      {resent ? (
        <p role="status" className="text-sm text-slate-700">
          {t('auth.confirm.resent', { email: form.email })}
        </p>
      ) : (
        <button type="submit" className="btn-secondary w-full" disabled={resend.pending} aria-busy={resend.pending}>
          {resend.pending ? t('auth.confirm.resendBusy') : t('auth.confirm.resend')}
        </button>
      )}
    </form>
  );
}
