/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The verified session of an on-demand request, or null for visitors. */
    session: import('./server/auth/types').VerifiedSession | null;
    /** Admin per spec §6, decided on the server (null until asked). */
    isAdmin: boolean;
  }
}
