/**
 * Lead-capture schemas (wizard, Start Your Project modal, contact form), shared by the islands and
 * the server actions. Messages are translation keys.
 */
import { z } from '../zod';
import { multiLineText, secretText, singleLineText } from './text';
import { withLocale } from './locale';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 10_000;

const email = singleLineText().toLowerCase().max(254, 'lead.error.invalidEmail').pipe(z.email('lead.error.invalidEmail'));
const optional = (max: number) => singleLineText().max(max, 'lead.error.tooLong').default('');
const name = singleLineText().min(1, 'lead.error.nameRequired').max(120, 'lead.error.tooLong');
const requiredEmail = singleLineText().min(1, 'lead.error.emailRequired').pipe(email);
/** Only used to create an account; checked for length by the action (the visitor may leave it empty). */
const optionalPassword = secretText().max(128).default('');

/** Counted in characters as people see them (Thai vowels and emoji are one each). */
export const charCount = (text: string) => Array.from(text.trim()).length;

/** Kept as typed (not trimmed): line breaks and indentation are part of a project description. */
export const description = multiLineText({ trim: false })
  .refine((text) => charCount(text) >= DESCRIPTION_MIN, 'lead.error.descriptionMin')
  .refine((text) => charCount(text) <= DESCRIPTION_MAX, 'lead.error.descriptionMax');

export const contactInfo = z.object({
  name,
  email: requiredEmail,
  phone: optional(40),
  company: optional(120),
});

/** Bots fill every field; people never see this one. Any value means "drop silently". */
const honeypot = singleLineText({ trim: false }).max(500).default('');

export const generatePlanInput = z.object({ description });

export const submitPlanInput = z.object({
  ...withLocale,
  description,
  featureIds: z.array(z.number().int().min(1).max(8)).max(8).default([]),
  contact: contactInfo,
  /** Optional; only used to create an account when not signed in and not skipping. */
  password: optionalPassword,
  skipAccount: z.boolean().default(false),
  website: honeypot,
});

export const requestPackageInput = z.object({
  ...withLocale,
  packageId: z.uuid('lead.error.packageRequired'),
  description,
  contact: contactInfo,
  /** Required for visitors (the account is created on submit); ignored when signed in. */
  password: optionalPassword,
  website: honeypot,
});

export const contactMessageInput = z.object({
  ...withLocale,
  name,
  email: requiredEmail,
  phone: optional(40),
  company: optional(120),
  subject: singleLineText().min(1, 'lead.error.subjectRequired').max(200, 'lead.error.tooLong'),
  message: multiLineText().min(1, 'lead.error.messageRequired').max(5000, 'lead.error.tooLong'),
  website: honeypot,
});

export type SubmitPlanInput = z.infer<typeof submitPlanInput>;
export type RequestPackageInput = z.infer<typeof requestPackageInput>;
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
