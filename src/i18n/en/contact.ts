export default {
  'contactPage.meta.title': 'Contact us',
  'contactPage.meta.description':
    'Contact Siam Pixel Studio in Bangkok: e-mail, phone, LINE and office hours. Tell us about your website or app and we reply within 24 hours.',
  'contactPage.eyebrow': 'Contact',
  'contactPage.title': 'Talk to our team in Bangkok',
  'contactPage.lead':
    'Questions about a project, a price or an existing website? Send us a message, call, or visit the studio on Sukhumvit. We reply within 24 hours on business days.',
  'contactPage.visit.title': 'Visit the studio',
  'contactPage.visit.body':
    'A five-minute walk from BTS Asok and MRT Sukhumvit. Please book a time before you come so the right people are in.',
  'contactPage.expect.title': 'What happens next',
  'contactPage.expect.1': 'We read your message and reply within 24 hours.',
  'contactPage.expect.2': 'A short call to understand your business and goals.',
  'contactPage.expect.3': 'A written proposal with a timeline and a fixed price in baht.',
} as const;
