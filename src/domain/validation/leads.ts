/**
 * Lead-capture schemas (wizard, Start Your Project modal, contact form), shared by the islands and
 * the server actions. Messages are translation keys.
 */
import { z } from '../zod';
import { PASSWORD_MIN } from './auth';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 10_000;

const email = z.string().trim().toLowerCase().max(254, 'lead.error.invalidEmail').pipe(z.email('lead.error.invalidEmail'));
const optional = (max: number) => z.string().trim().max(max, 'lead.error.tooLong').default('');

/** Counted in characters as people see them (Thai vowels and emoji are one each). */
export const charCount = (text: string) => Array.from(text.trim()).length;

export const description = z
  .string()
  .refine((text) => charCount(text) >= DESCRIPTION_MIN, 'lead.error.descriptionMin')
  .refine((text) => charCount(text) <= DESCRIPTION_MAX, 'lead.error.descriptionMax');

export const contactInfo = z.object({
  name: z.string().trim().min(1, 'lead.error.nameRequired').max(120, 'lead.error.tooLong'),
  email: z.string().trim().min(1, 'lead.error.emailRequired').pipe(email),
  phone: optional(40),
  company: optional(120),
});

/** Bots fill every field; people never see this one. Any value means "drop silently". */
const honeypot = z.string().max(500).default('');

export const generatePlanInput = z.object({ description });

export const submitPlanInput = z.object({
  description,
  featureIds: z.array(z.number().int().min(1).max(8)).max(8).default([]),
  contact: contactInfo,
  /** Optional; only used to create an account when not signed in and not skipping. */
  password: z.string().max(128).default(''),
  skipAccount: z.boolean().default(false),
  website: honeypot,
});

export const requestPackageInput = z.object({
  packageId: z.uuid('lead.error.packageRequired'),
  description,
  contact: contactInfo,
  /** Required for visitors (the account is created on submit); ignored when signed in. */
  password: z.string().max(128).default(''),
  website: honeypot,
});

export const contactMessageInput = z.object({
  name: z.string().trim().min(1, 'lead.error.nameRequired').max(120, 'lead.error.tooLong'),
  email: z.string().trim().min(1, 'lead.error.emailRequired').pipe(email),
  phone: optional(40),
  company: optional(120),
  subject: z.string().trim().min(1, 'lead.error.subjectRequired').max(200, 'lead.error.tooLong'),
  message: z.string().trim().min(1, 'lead.error.messageRequired').max(5000, 'lead.error.tooLong'),
  website: honeypot,
});

export const passwordForNewAccount = z.string().min(PASSWORD_MIN, 'lead.error.passwordMin');

export type SubmitPlanInput = z.infer<typeof submitPlanInput>;
export type RequestPackageInput = z.infer<typeof requestPackageInput>;
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
