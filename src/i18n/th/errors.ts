/** See src/i18n/en/errors.ts. "หมายเลขอ้างอิง" as in wizard.done.reference. */
export default {
  'error.withReference': '{message} (หมายเลขอ้างอิง: {reference})',
  /** A third party's own sentence, shown as it is (X's failures). */
  'error.detail': '{message}',
} as const;
