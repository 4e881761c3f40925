/**
 * The six services, in the order every page lists them (text in the `service.*` keys). Here rather than
 * in src/data/services.ts, which pairs them with icons: the server prices four of them
 * (catalogue/startingPrices.ts) and imports no UI (decision 0073).
 */
export const serviceIds = ['web', 'design', 'mobile', 'ecommerce', 'cloud', 'marketing'] as const;
export type ServiceId = (typeof serviceIds)[number];
