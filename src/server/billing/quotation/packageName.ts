import type { Tx } from '../../db/types';
import type { Locale } from '../../../i18n/locales';

/** The package's name as a customer reading `locale` knows it (Thai when the catalogue has it). */
export async function localizedPackageName(tx: Tx, packageId: string, locale: Locale, fallback: string): Promise<string> {
  if (locale !== 'th') return fallback;
  const row = await tx.db.selectFrom('public.packages').select('name_th as name').where('id', '=', packageId).executeTakeFirst();
  return row?.name || fallback;
}
