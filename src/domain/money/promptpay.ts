/**
 * The PromptPay QR payload for a transfer of an exact amount: the Bank of Thailand's Thai QR Code
 * standard on EMVCo's Merchant-Presented Mode (tag 00 format, 01 static/dynamic, 29 the PromptPay
 * merchant template with AID A000000677010111 and the phone number, tax ID or e-wallet ID, 53 currency
 * 764, 54 amount, 58 TH, 63 CRC-16/CCITT). Built by promptpay-qr (dtinth), which the Thai developer
 * community uses and tests against the bank apps; here only the satang-to-baht edge is ours
 * (docs/decisions/0050-payment-schedules.md).
 */
import generatePayload from 'promptpay-qr';
import { assertSatang, type Satang } from './satang';

/** A PromptPay ID as configured: a Thai mobile number (10 digits), a 13-digit tax/national ID, or a 15-digit e-wallet ID. */
export function isPromptPayId(id: string): boolean {
  const digits = id.replace(/[^0-9]/g, '');
  return /^0\d{9}$/.test(digits) || /^\d{13}$/.test(digits) || /^\d{15}$/.test(digits);
}

export function promptPayPayload(promptPayId: string, amount: Satang): string {
  assertSatang(amount, 'PromptPay amount');
  if (amount <= 0) throw new RangeError('a PromptPay QR is for a positive amount');
  if (!isPromptPayId(promptPayId)) throw new RangeError('not a PromptPay ID');
  // The library prints amount.toFixed(2): a whole number of satang over 100 always prints back exactly.
  return generatePayload(promptPayId, { amount: amount / 100 });
}
