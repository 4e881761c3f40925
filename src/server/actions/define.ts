/**
 * One wrapper per access level, so no action can forget to authorise: every handler receives the
 * verified caller, and input has already been parsed by the action's zod schema.
 */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { z } from 'zod';
import { localeOfInput } from '../../domain/validation/locale';
import type { Locale } from '../../i18n/locales';
import { fail, failure } from './failure';
import type { VerifiedSession } from '../auth/types';
import { bindCaller, type CallerDb, type SignedInCallerDb } from '../db/caller';
import { cookieJar } from '../auth/astroCookies';
import { getConfig } from '../config';
import type { CookieJar } from '../auth/types';

export interface PublicContext {
  context: ActionAPIContext;
  cookies: CookieJar;
  /** The client's address for rate limits ('unknown' when the adapter does not say). */
  clientAddress: string;
  /** The input's `locale` field (src/domain/validation/locale.ts); the default locale without one. */
  locale: Locale;
  /** The database as this caller (a visitor here): handlers read and write through it, under RLS. */
  caller: CallerDb;
}
export interface UserContext extends PublicContext {
  session: VerifiedSession;
  /** The database as the signed-in caller. */
  caller: SignedInCallerDb;
}

/**
 * The client's address. Behind a TLS-terminating proxy the Node server only sees the proxy, so with
 * TRUST_PROXY=true the address the proxy appended to X-Forwarded-For (the last one) is used; never
 * otherwise, since anyone can send that header. Netlify's adapter gives the real address itself.
 */
function clientAddressOf(context: ActionAPIContext): string {
  if (getConfig().http.trustProxy) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return context.clientAddress;
  } catch {
    // Not every adapter knows the address (prerendering); limits then share one bucket.
    return 'unknown';
  }
}

function publicContext(context: ActionAPIContext, input: unknown): PublicContext {
  const clientAddress = clientAddressOf(context);
  return {
    context,
    cookies: cookieJar(context.cookies, context.request, context.url),
    clientAddress,
    locale: localeOfInput(input),
    caller: context.locals.caller,
  };
}

/**
 * Expected failures are ActionErrors (src/server/actions/failure.ts) and reach the browser as they
 * are. Anything else (a database error, a bug) is logged with the request id and answered as the
 * failure `unexpected` carrying that reference only: Astro would otherwise put the exception's own
 * message (Postgres', a stack's) in the response body. The islands show their generic message with
 * the reference, which is also the response's X-Request-Id.
 */
async function contained<O>(context: ActionAPIContext, run: () => Promise<O>): Promise<O> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ActionError) throw error;
    const requestId = context.locals.requestId ?? 'none';
    console.error(`[actions] [${requestId}] unexpected failure`, error);
    throw failure('unexpected', { reference: requestId });
  }
}

interface ActionOptions<S extends z.ZodType, O, C> {
  input: S;
  handler: (input: z.infer<S>, ctx: C) => Promise<O>;
}

/** An action whose caller `authorise` checks (throwing a failure) before the handler runs. */
function guardedAction<S extends z.ZodType, O, C>(
  options: ActionOptions<S, O, C>,
  authorise: (context: ActionAPIContext, base: PublicContext) => C,
) {
  return defineAction<O, 'json', S>({
    accept: 'json',
    input: options.input,
    // The generic schema defers Astro's conditional handler type; the input is typed here instead.
    handler: ((input: z.infer<S>, context: ActionAPIContext) =>
      contained(context, () => options.handler(input, authorise(context, publicContext(context, input))))) as never,
  });
}

function signedIn(context: ActionAPIContext, base: PublicContext): UserContext {
  const session = context.locals.session;
  if (!session) fail(context.locals.pendingTwoStep ? 'two_step_required' : 'not_signed_in');
  return { ...base, session, caller: bindCaller(base.caller.db, session.claims) };
}

export function publicAction<S extends z.ZodType, O>(options: ActionOptions<S, O, PublicContext>) {
  return guardedAction(options, (_context, base) => base);
}

export function userAction<S extends z.ZodType, O>(options: ActionOptions<S, O, UserContext>) {
  return guardedAction(options, signedIn);
}

/**
 * The code step of signing in: the caller gave a password and owes a code (locals.pendingTwoStep). Such
 * a session is signed out for every other action.
 */
export function twoStepAction<S extends z.ZodType, O>(options: ActionOptions<S, O, PublicContext & { pending: VerifiedSession }>) {
  return guardedAction(options, (context, base) => {
    const pending = context.locals.pendingTwoStep;
    if (!pending) fail('not_signed_in');
    return { ...base, pending };
  });
}

export function adminAction<S extends z.ZodType, O>(options: ActionOptions<S, O, UserContext>) {
  return guardedAction(options, (context, base) => {
    const ctx = signedIn(context, base);
    // An admin whose session has not given its second step reaches nothing (decision 0045).
    if (!context.locals.isAdmin) fail(context.locals.adminNeedsTwoStep ? 'two_step_required' : 'forbidden');
    return ctx;
  });
}
