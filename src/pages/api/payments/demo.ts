import type { APIRoute } from 'astro';
import { defaultLocale, isLocale, localeFromPath, localizeUrl } from '../../../i18n/locales';
import { BODY_LIMITS, BodyTooLargeError, readForm, tooLarge } from '../../../server/http/body';
import { getPayments } from '../../../server/services';
import { bindCaller } from '../../../server/db/caller';
import { loadDemoCheckout, settleDemoCheckout } from '../../../server/orders/demoCheckout';

export const prerender = false;

/**
 * The demo checkout's Pay and Cancel buttons (local mode only). Same-origin form posts (Astro's
 * origin check), for the caller's own pending checkout; answers with the redirect a provider would.
 */
export const POST: APIRoute = async ({ request, locals, redirect, url }) => {
  if ((await getPayments()).kind !== 'demo') return new Response(null, { status: 404 });
  // Who is asking comes first: a visitor's body is never read.
  const session = locals.session;
  if (!session) return redirect(localizeUrl('/auth', localeFromPath(url.pathname)), 303);
  let form: FormData | null;
  try {
    form = await readForm(request, BODY_LIMITS.form);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(error.limit);
    form = null;
  }
  const requested = form?.get('locale');
  const locale = isLocale(requested) ? requested : defaultLocale;
  const sessionId = String(form?.get('session_id') ?? '');
  const decision = form?.get('decision') === 'pay' ? 'pay' : 'cancel';
  const caller = bindCaller(locals.caller.db, session.claims);
  const view = await loadDemoCheckout(caller, sessionId);
  if (!view) return new Response('Checkout not found', { status: 404 });
  const settled = await settleDemoCheckout(caller, sessionId, decision);
  if (!settled || decision === 'pay') {
    return redirect(`${localizeUrl('/dashboard', locale)}?success=true&session_id=${encodeURIComponent(sessionId)}`, 303);
  }
  // A custom quote's balance goes back to the dashboard, where the quote still shows it due with "Pay now".
  if (view.purpose === 'quote_balance') return redirect(`${localizeUrl('/dashboard', locale)}?checkout=cancelled`, 303);
  return redirect(`${localizeUrl(view.packageId ? `/order/${view.packageId}` : '/packages', locale)}?cancelled=true`, 303);
};
