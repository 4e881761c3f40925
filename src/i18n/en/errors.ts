/**
 * Words every island may need for a failure, whatever its own prefix (pickMessages always adds them).
 * An unexpected failure shows the form's generic message with the server's reference, as the
 * server's own error pages do ("Reference: …").
 */
export default {
  'error.withReference': '{message} (Reference: {reference})',
  /** A third party's own sentence, shown as it is (X's failures). */
  'error.detail': '{message}',
} as const;
