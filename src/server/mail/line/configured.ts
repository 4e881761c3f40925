/**
 * LINE messages as this process is configured (docs/decisions/0072): with LINE_MESSAGING_TOKEN the
 * Messaging API (LINE_MESSAGING_API_BASE: a fake in tests); locally without it the console; in
 * production without it nothing is queued at all (and the setting is not offered).
 */
import type { AppConfig } from '../../config';
import { LineQueue } from './outbox';
import { LineMessagingTransport, LocalLineTransport, type LineTransport } from './transport';

/** Whether LINE messages are queued and sent here. */
export function lineMessagesOn(config: AppConfig): boolean {
  return config.mode === 'local' || Boolean(config.lineMessaging.token);
}

export function configuredLineTransport(config: AppConfig): LineTransport | undefined {
  const { token, baseUrl } = config.lineMessaging;
  if (token) return new LineMessagingTransport({ token, baseUrl });
  return config.mode === 'local' ? new LocalLineTransport() : undefined;
}

export function lineQueueFor(config: AppConfig): LineQueue | undefined {
  return lineMessagesOn(config) ? new LineQueue() : undefined;
}
