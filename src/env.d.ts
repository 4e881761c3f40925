/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The verified session of an on-demand request, or null for visitors. */
    session: import('./server/auth/types').VerifiedSession | null;
    /** Admin per spec §6, decided on the server (null until asked). */
    isAdmin: boolean;
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
