import type { IslandT } from '../../../client/i18n';
import type { IslandMessages } from '../../../i18n/messages';

/** The words the order form takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const ORDER_PREFIXES = ['order.', 'validation.', 'auth.boundary.', 'auth.goToSignIn', 'withholding.choice.'] as const;
export type OrderMessages = IslandMessages<(typeof ORDER_PREFIXES)[number]>;
export type OrderT = IslandT<keyof OrderMessages>;
