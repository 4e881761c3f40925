/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The verified session of an on-demand request, or null for visitors. */
    session: import('./server/auth/types').VerifiedSession | null;
    /** Admin per spec §6, decided on the server: the role and a session at aal2 (decision 0045). */
    isAdmin: boolean;
    /**
     * A password-only (aal1) session of an account with a verified factor: it owes its code and counts
     * as signed out everywhere but the code step (/auth) and sign-out (docs/decisions/0045).
     */
    pendingTwoStep: import('./server/auth/types').VerifiedSession | null;
    /** An admin's session below aal2 without a factor: sent to set one up before the admin area opens. */
    adminNeedsTwoStep: boolean;
    /**
     * The request's caller as a database (src/server/db/caller.ts): every read and write the request
     * makes as its user. Set by the middleware for on-demand requests (never while prerendering).
     */
    caller: import('./server/db/caller').CallerDb;
    /** The page's language, its translator and its link builder (set by the middleware for every page). */
    i18n: import('./i18n').PageI18n;
    /** This request's id: in the X-Request-Id header and in every log line about it. */
    requestId: string;
  }
}
