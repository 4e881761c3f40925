import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../src/i18n/messages';
import { locales } from '../../../src/i18n/locales';
import wizardEn from '../../../src/islands/wizard/messages/en';
import wizardTh from '../../../src/islands/wizard/messages/th';
import modalEn from '../../../src/islands/modal/messages/en';
import modalTh from '../../../src/islands/modal/messages/th';
import contactEn from '../../../src/islands/contact/messages/en';
import contactTh from '../../../src/islands/contact/messages/th';

// Islands that bundle their words (rather than receive them as props) get exactly the keys the
// prefix picker would give them: none missing, and no other section's text in their code.
const bundled = {
  wizard: { prefixes: ['wizard.', 'lead.error.', 'validation.'], en: wizardEn, th: wizardTh },
  modal: { prefixes: ['modal.', 'lead.error.', 'validation.'], en: modalEn, th: modalTh },
  contact: { prefixes: ['contactForm.', 'lead.error.', 'validation.'], en: contactEn, th: contactTh },
};

describe('messages bundled with an island', () => {
  for (const [island, { prefixes, ...byLocale }] of Object.entries(bundled)) {
    for (const locale of locales) {
      it(`${island} (${locale}) holds the same words as pickMessages`, () => {
        expect(byLocale[locale]).toEqual(pickMessages(locale, prefixes));
      });
    }
  }
});
