/**
 * Everything about the studio that appears on more than one page. Change the brand here.
 * Text that differs by language lives in the dictionaries; this file holds facts.
 */
export const site = {
  name: 'Siam Pixel Studio',
  shortName: 'Siam Pixel',
  url: 'https://www.siampixel.example',
  email: 'hello@siampixel.example',
  phone: '+66 2 123 4567',
  phoneHref: 'tel:+6621234567',
  address: {
    street: '88 Sukhumvit Soi 23, Khlong Toei Nuea, Watthana',
    locality: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
    countryCode: 'TH',
  },
  /** Opening hours in the studio's time zone (GMT+7). */
  hours: { weekdays: 'Mon-Fri', open: '09:00', close: '18:00', timeZone: 'Asia/Bangkok' },
  replyWithinHours: 24,
  foundedYear: 2014,
  social: {
    facebook: 'https://www.facebook.com/siampixelstudio',
    instagram: 'https://www.instagram.com/siampixelstudio',
    line: 'https://line.me/R/ti/p/@siampixel',
    x: 'https://x.com/siampixelstudio',
  },
} as const;

/** The two networks in the header. */
export const headerSocial = ['facebook', 'instagram'] as const;
/** A messaging app, a social network and a microblog in the contact panel. */
export const contactSocial = ['line', 'facebook', 'x'] as const;
export type SocialNetwork = keyof typeof site.social;
