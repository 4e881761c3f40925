/**
 * "The plan says why" as sentences: one line per understood concept, in the language of `t`, the same
 * under the wizard's price and in the e-mails ("Online booking — from “จองคิว”").
 */
import { understoodKey } from './generate';
import type { Understanding } from './keywords';

type UnderstoodMessageKey = ReturnType<typeof understoodKey> | 'wizard.plan.understood.from';
/** Any translator of these keys: the island's, or the server's for an e-mail's language. */
type Translate = (key: UnderstoodMessageKey, vars?: Record<string, string>) => string;

export function understoodLines(understood: readonly Understanding[], t: Translate, locale: 'en' | 'th'): string[] {
  // The language's own list: "“a”, “b”" in English, "“a” และ “b”" in Thai.
  const list = new Intl.ListFormat(locale, { type: 'unit' });
  return understood.map((item) =>
    t('wizard.plan.understood.from', {
      need: t(understoodKey(item.concept)),
      words: list.format(item.words.map((words) => `“${words}”`)),
    }),
  );
}
