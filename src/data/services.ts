import type { IconName } from '../components/ui/icons';
import type { ServiceId } from '../domain/serviceIds';

/** The six services, in the order every page lists them (src/domain/serviceIds.ts). Text is in the `service.*` keys. */
export { serviceIds, type ServiceId } from '../domain/serviceIds';

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
