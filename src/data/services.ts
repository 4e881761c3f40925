import type { IconName } from '../components/ui/icons';

/** The six services, in the order every page lists them. Text is in the `service.*` keys. */
export const serviceIds = ['web', 'design', 'mobile', 'ecommerce', 'cloud', 'marketing'] as const;
export type ServiceId = (typeof serviceIds)[number];

export const serviceIcons: Record<ServiceId, IconName> = {
  web: 'code',
  design: 'palette',
  mobile: 'mobile',
  ecommerce: 'cart',
  cloud: 'cloud',
  marketing: 'megaphone',
};

/** Each service lists four features: `service.{id}.feature.1` to `.4`. */
export const serviceFeatureNumbers = [1, 2, 3, 4] as const;
