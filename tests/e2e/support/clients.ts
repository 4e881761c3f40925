/**
 * The recurring client setups of the journeys, through the same actions the forms post (the forms
 * themselves are the subject of portal.spec.ts and billing-details.spec.ts).
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Lang } from './auth';

/** The seeded Business Website package (THB 24,900). */
export const BUSINESS_WEBSITE = 'a0000000-0000-4000-8000-000000000002';

/** A Thai company as a buyer on tax documents: its tax ID passes the check digit. */
export const BUYER_COMPANY = {
  legalName: 'บริษัท ผู้ซื้อทดสอบ จำกัด',
  taxId: '0107537000882',
  address: '1 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร 10120',
} as const;

/**
 * A signed-in client orders a package as the order form does; answers the action's response (its
 * body names the demo checkout to go to). `packageId` defaults to the Business Website.
 */
export async function orderPackage(
  request: APIRequestContext,
  /** withholding: a company client's choice for the payment (decision 0061); a person sends none. */
  order: { business: string; quantity?: number; locale?: Lang; packageId?: string; withholding?: 'withhold' | 'full' },
): Promise<APIResponse> {
  const response = await request.post('/_actions/orders.submit', {
    data: {
      packageId: order.packageId ?? BUSINESS_WEBSITE,
      quantity: order.quantity ?? 1,
      projectDetails: { business_name: order.business },
      locale: order.locale ?? 'en',
      ...(order.withholding ? { withholding: order.withholding } : {}),
    },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** The demo checkout's address named in an order's response. */
export async function checkoutUrlOf(response: APIResponse): Promise<string> {
  const url = (await response.text()).match(/https?:\/\/[^"\\]*\/checkout\/demo\/demo_cs_[A-Za-z0-9_-]+/)?.[0];
  expect(url, 'the order names its demo checkout').toBeTruthy();
  return url!;
}

/** The signed-in client's billing identity: BUYER_COMPANY at `branch` ('' is the head office). */
export async function saveCompanyBilling(request: APIRequestContext, branch = ''): Promise<void> {
  const response = await request.post('/_actions/account.saveBilling', {
    data: { kind: 'company', ...BUYER_COMPANY, branch },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
