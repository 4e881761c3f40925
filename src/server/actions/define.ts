/**
 * One wrapper per access level, so no action can forget to authorise: every handler receives the
 * verified caller, and input has already been parsed by the action's zod schema.
 */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { z } from 'zod';
import type { VerifiedSession } from '../auth/types';
import { cookieJar } from '../auth/astroCookies';
import { getConfig } from '../config';
import type { CookieJar } from '../auth/types';

export interface PublicContext {
  context: ActionAPIContext;
  cookies: CookieJar;
  /** The client's address for rate limits ('unknown' when the adapter does not say). */
  clientAddress: string;
  locale: 'en' | 'th';
}
export interface UserContext extends PublicContext {
  session: VerifiedSession;
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

function publicContext(context: ActionAPIContext): PublicContext {
  const clientAddress = clientAddressOf(context);
  const referer = context.request.headers.get('referer') ?? '';
  const locale = /^https?:\/\/[^/]+\/th(\/|$)/.test(referer) ? 'th' : 'en';
  return { context, cookies: cookieJar(context.cookies, context.request, context.url), clientAddress, locale };
}

/**
 * Expected failures are ActionErrors and reach the browser as they are. Anything else (a database
 * error, a bug) is logged with the request id and answered with that reference only: Astro would
 * otherwise put the exception's own message (Postgres', a stack's) in the response body. It is not
 * an error code, so the islands show their generic message.
 */
async function contained<O>(context: ActionAPIContext, run: () => Promise<O>): Promise<O> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ActionError) throw error;
    const requestId = context.locals.requestId ?? 'none';
    console.error(`[actions] [${requestId}] unexpected failure`, error);
    throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: `Unexpected failure, reference ${requestId}` });
  }
}

export function publicAction<S extends z.ZodType, O>(options: { input: S; handler: (input: z.infer<S>, ctx: PublicContext) => Promise<O> }) {
  return defineAction<O, 'json', S>({
    accept: 'json',
    input: options.input,
    // The generic schema defers Astro's conditional handler type; the input is typed here instead.
    handler: ((input: z.infer<S>, context: ActionAPIContext) => contained(context, () => options.handler(input, publicContext(context)))) as never,
  });
}

export function userAction<S extends z.ZodType, O>(options: { input: S; handler: (input: z.infer<S>, ctx: UserContext) => Promise<O> }) {
  return defineAction<O, 'json', S>({
    accept: 'json',
    input: options.input,
    handler: ((input: z.infer<S>, context: ActionAPIContext) => {
      const session = context.locals.session;
      if (!session) throw new ActionError({ code: 'UNAUTHORIZED', message: 'not_signed_in' });
      return contained(context, () => options.handler(input, { ...publicContext(context), session }));
    }) as never,
  });
}

export function adminAction<S extends z.ZodType, O>(options: { input: S; handler: (input: z.infer<S>, ctx: UserContext) => Promise<O> }) {
  return defineAction<O, 'json', S>({
    accept: 'json',
    input: options.input,
    handler: ((input: z.infer<S>, context: ActionAPIContext) => {
      const session = context.locals.session;
      if (!session) throw new ActionError({ code: 'UNAUTHORIZED', message: 'not_signed_in' });
      if (!context.locals.isAdmin) throw new ActionError({ code: 'FORBIDDEN', message: 'forbidden' });
      return contained(context, () => options.handler(input, { ...publicContext(context), session }));
    }) as never,
  });
}
