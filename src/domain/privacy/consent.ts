/**
 * Marketing e-mail consent (issue 38, PDPA section 19): asked for separately, never ticked in advance,
 * recorded with the wording's version. A change of the wording (src/i18n/*\/privacy.ts,
 * privacy.marketing.*) gets a new version here, and consent given to an older one still stands for what
 * it said.
 */
export const MARKETING_WORDING_VERSION = '2026-12';

/** The state from the newest decision: no decision means no consent. */
export function marketingConsentGiven(latest: { given: boolean } | undefined | null): boolean {
  return latest?.given === true;
}
