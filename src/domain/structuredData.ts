/** schema.org JSON-LD builders. Pure: the caller passes the site facts and the origin. */
import { prefixPath } from '../i18n/config.mjs';
import type { Locale } from '../i18n/locales';

interface SiteFacts {
  name: string;
  email: string;
  phone: string;
  address: { street: string; locality: string; postalCode: string; countryCode: string };
  hours: { open: string; close: string };
  social: Record<string, string>;
  foundedYear: number;
}

export function organizationSchema(input: {
  site: SiteFacts;
  locale: Locale;
  description: string;
  origin: string;
}): Record<string, unknown> {
  const { site, locale, description } = input;
  const origin = input.origin.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: site.name,
    description,
    url: `${origin}${prefixPath('/', locale)}`,
    logo: `${origin}/apple-touch-icon.png`,
    image: `${origin}/og/default.png`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    priceRange: '฿฿',
    currenciesAccepted: 'THB',
    areaServed: { '@type': 'Country', name: 'Thailand' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: site.hours.open,
        closes: site.hours.close,
      },
    ],
    sameAs: Object.values(site.social),
  };
}
