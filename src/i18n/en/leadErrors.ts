/**
 * The zod message keys of src/domain/validation/leads.ts, shared by the wizard, the Start Your
 * Project modal and the contact form (and shown for server input errors). Wording from the spec
 * (public-site §5) where it gives one.
 */
export default {
  'lead.error.descriptionMin': 'Please provide at least 50 characters to generate a meaningful plan.',
  'lead.error.descriptionMax': 'Please keep the description under 10,000 characters.',
  'lead.error.nameRequired': 'Please provide your name.',
  'lead.error.emailRequired': 'Please provide your email address to proceed.',
  'lead.error.invalidEmail': 'Please enter a valid email address, for example name@company.com.',
  'lead.error.tooLong': 'This is too long. Please shorten it.',
  'lead.error.passwordMin': 'Password must be at least 6 characters long',
  'lead.error.packageRequired': 'Please select a package',
  'lead.error.subjectRequired': 'Please enter a subject.',
  'lead.error.messageRequired': 'Please enter your message.',
} as const;
