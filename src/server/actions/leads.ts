import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { withLocale } from '../../domain/validation/locale';
import { contactMessageInput, requestPackageInput, submitPlanInput } from '../../domain/validation/leads';
import { PASSWORD_MIN } from '../../domain/validation/auth';
import { generatePlan, priceFor } from '../../domain/plan';
import { AuthError } from '../auth/types';
import { allow, allowLead, getRateLimiter } from '../rateLimit';
import { translator } from '../../i18n/translate';
import { getAuth, getDatabase, getMailQueue, siteUrl } from '../services';
import { leadEmails } from '../leads/emails';
import { storeContactMessage, storePackageQuote, storePlanQuote } from '../leads/store';
import type { QuoteContact } from '../billing/quotation/contact';
import { kickDelivery } from '../mail/deliver';
import { publicAction, type PublicContext } from './define';
import { fail } from './failure';
import { listPackages as listCataloguePackages } from '../catalogue/packages';

/** `unconfirmed`: created, but its address must be confirmed before it can sign in (decision 0049). */
type LeadAccount = 'existing' | 'created' | 'unconfirmed' | 'none';

/**
 * The account a lead belongs to: the verified session, or a new account created from the
 * password (signing the visitor in), or none when the visitor chose e-mail only.
 */
async function resolveAccount(
  ctx: PublicContext,
  contact: QuoteContact,
  password: string,
  mode: 'optional' | 'required',
): Promise<{ userId: string | null; account: LeadAccount }> {
  const session = ctx.context.locals.session;
  if (session) return { userId: session.user.id, account: 'existing' };
  if (!password && mode === 'optional') return { userId: null, account: 'none' };
  if (password.length < PASSWORD_MIN) fail('password_too_short');
  if (!(await allow('signUp', ctx.clientAddress))) fail('rate_limited');
  try {
    const result = await (
      await getAuth()
    ).signUp(ctx.cookies, {
      email: contact.email,
      password,
      fullName: contact.name,
      phone: contact.phone,
      company: contact.company,
      locale: ctx.locale,
      origin: siteUrl(),
    });
    if (!result.user.id) fail('account_unverified');
    // The lead belongs to the new account either way; without a session the address awaits its
    // confirmation link (decision 0049) and the success screen says so.
    return { userId: result.user.id, account: result.signedIn ? 'created' : 'unconfirmed' };
  } catch (error) {
    if (error instanceof ActionError) throw error;
    if (error instanceof AuthError && error.code === 'user_already_exists') fail('user_already_exists');
    if (error instanceof AuthError && error.code === 'rate_limited') fail('rate_limited');
    // The provider's words (often English, e.g. "Database error saving new user") are for the log; the
    // visitor reads a plain message in their language with what to do next (issue 26).
    console.error(`[leads] [${ctx.context.locals.requestId}] account creation failed`, error);
    fail('account_creation_failed');
  }
}

export const submitPlan = publicAction({
  input: submitPlanInput,
  async handler(input, ctx) {
    // A filled honeypot is a bot: answer like a success, store and send nothing.
    if (input.website) return { quoteId: '', account: 'none' as const };
    if (!(await allowLead('leadSubmissions', ctx.clientAddress, input.contact.email))) fail('rate_limited');
    const priced = (() => {
      try {
        return priceFor(input.description, input.featureIds);
      } catch {
        return fail('invalid_features');
      }
    })();
    const plan = generatePlan(input.description, { selectedFeatureIds: priced.features.map((f) => f.id) });
    const { userId, account } =
      input.skipAccount && !ctx.context.locals.session
        ? { userId: null, account: 'none' as const }
        : await resolveAccount(ctx, input.contact, input.password, 'optional');
    const quoteId = await storePlanQuote(await getDatabase(), getMailQueue(), leadEmails(siteUrl()), {
      userId,
      description: input.description,
      contact: input.contact,
      locale: ctx.locale,
      // Stored in the customer's language, as the dashboard and the studio will read it.
      packageName: translator(ctx.locale)(plan.titleKey),
      plan: {
        titleKey: plan.titleKey,
        timelineKey: plan.timelineKey,
        basePrice: priced.basePrice,
        finalPrice: priced.finalPrice,
        featureIds: priced.features.map((f) => f.id),
        timeline: plan.timeline,
        primaryNeed: plan.primaryNeed,
      },
    });
    kickDelivery();
    return { quoteId, account };
  },
});

export const listPackages = publicAction({
  input: z.object({ ...withLocale }).default({ locale: 'en' }),
  async handler(_input, ctx) {
    // As a visitor: RLS returns active packages only, in the page's language.
    return { packages: await listCataloguePackages(ctx.caller, ctx.locale) };
  },
});

export const requestPackage = publicAction({
  input: requestPackageInput,
  async handler(input, ctx) {
    if (input.website) return { quoteId: '', account: 'existing' as const };
    if (!(await allowLead('leadSubmissions', ctx.clientAddress, input.contact.email))) fail('rate_limited');
    const { userId, account } = await resolveAccount(ctx, input.contact, input.password, 'required');
    try {
      const quoteId = await storePackageQuote(await getDatabase(), getMailQueue(), leadEmails(siteUrl()), {
        userId: userId!,
        packageId: input.packageId,
        description: input.description,
        contact: input.contact,
        locale: ctx.locale,
      });
      kickDelivery();
      return { quoteId, account };
    } catch (error) {
      if (error instanceof Error && error.message === 'package_unavailable') fail('package_unavailable');
      console.error('[leads] package request failed', error);
      fail('submit_failed');
    }
  },
});

export const sendContact = publicAction({
  input: contactMessageInput,
  async handler(input, ctx) {
    if (input.website) return { ok: true as const };
    if (!(await allowLead('contactMessages', ctx.clientAddress, input.email))) fail('rate_limited');
    const { website: _honeypot, ...message } = input;
    // Always the same success: whether the sender's copy was capped is not the visitor's business.
    await storeContactMessage(await getDatabase(), getMailQueue(), leadEmails(siteUrl()), await getRateLimiter(), {
      ...message,
      locale: ctx.locale,
    });
    kickDelivery();
    return { ok: true as const };
  },
});
