/**
 * `service.{id}.*`: the six services, shared by every page that lists them (home cards use
 * `summary`; the titles live in common.ts). `services.*`: the /services page.
 */
export default {
  'service.web.summary': 'Fast, secure websites and web apps built around the way your business actually works.',
  'service.web.description':
    'We build custom websites and web applications with modern frameworks, from company sites to booking systems and customer portals. Every site is bilingual, quick to load and easy for your team to update. You own the code and the content.',
  'service.web.feature.1': 'Thai and English from day one',
  'service.web.feature.2': 'Easy-to-use content management',
  'service.web.feature.3': 'Booking and form integrations',
  'service.web.feature.4': 'Fast, search-ready pages',

  'service.design.summary': 'Clear, on-brand designs that turn visitors into customers on every screen.',
  'service.design.description':
    'We start with your customers: what they look for and what stops them from buying. Then we design wireframes, visuals and a clickable prototype you can test before a line of code is written. You keep a design system your team can reuse.',
  'service.design.feature.1': 'User research and wireframes',
  'service.design.feature.2': 'Clickable prototypes',
  'service.design.feature.3': 'Mobile-first visual design',
  'service.design.feature.4': 'Reusable design system',

  'service.mobile.summary': 'iOS and Android apps your customers keep on their home screen.',
  'service.mobile.description':
    'We design and build cross-platform apps for iOS and Android from one code base, so you launch sooner and spend less. Loyalty, booking, ordering and member apps, all connected to your website and back office.',
  'service.mobile.feature.1': 'iOS and Android from one code base',
  'service.mobile.feature.2': 'Push notifications',
  'service.mobile.feature.3': 'LINE login and in-app payments',
  'service.mobile.feature.4': 'App Store and Google Play release',

  'service.ecommerce.summary': 'Online shops that take Thai payments and ship orders without the headache.',
  'service.ecommerce.description':
    'We build online stores customers trust, with PromptPay, card and mobile banking payments and shipping rates from Thai couriers. Stock, orders and customers live in one place, and your shop can connect to Shopee, Lazada or LINE Shopping.',
  'service.ecommerce.feature.1': 'PromptPay and card payments',
  'service.ecommerce.feature.2': 'Thai courier shipping rates',
  'service.ecommerce.feature.3': 'Stock and order management',
  'service.ecommerce.feature.4': 'Marketplace integrations',

  'service.cloud.summary': 'Reliable hosting, backups and monitoring, so your site stays online.',
  'service.cloud.description':
    'We host, monitor and maintain your site on fast cloud infrastructure, with servers close to your customers in Southeast Asia. Daily backups, security updates and downtime alerts are included, so you never have to think about servers.',
  'service.cloud.feature.1': 'Managed cloud hosting',
  'service.cloud.feature.2': 'Daily backups',
  'service.cloud.feature.3': 'SSL and security updates',
  'service.cloud.feature.4': '24/7 uptime monitoring',

  'service.marketing.summary': 'SEO, ads and content that bring the right customers to your site.',
  'service.marketing.description':
    'We help customers find you on Google, Facebook and LINE with search optimisation, paid campaigns and content in Thai and English. Every month you get a plain-language report on what your budget brought in.',
  'service.marketing.feature.1': 'Thai and English SEO',
  'service.marketing.feature.2': 'Google and Facebook ads',
  'service.marketing.feature.3': 'LINE Official Account management',
  'service.marketing.feature.4': 'Monthly results report',

  'services.meta.title': 'Services and prices: web design, development and marketing in Bangkok',
  'services.meta.description':
    'Websites, web design, mobile apps, e-commerce, hosting and digital marketing for Thai businesses, with starting prices in baht and a clear four-step process.',

  'services.hero.eyebrow': 'Our services',
  'services.hero.title': 'Websites, shops and apps that grow your business',
  'services.hero.lead':
    'One Bangkok team for design, development, hosting and marketing. Every project is bilingual, mobile first and quoted in Thai baht before we start.',
  'services.hero.jumpLabel': 'Jump to a service',

  'services.list.eyebrow': 'What we offer',
  'services.list.title': 'Six services with clear starting prices',
  'services.list.lead':
    'Every project gets its own fixed quote. These typical starting prices for small and medium businesses help you plan a budget. Prices exclude 7% VAT.',
  'services.included': 'What is included',
  'services.price.label': 'Typical starting price',
  'services.price.from': 'from',
  'services.price.perMonth': '/ month',
  'services.price.perYear': '/ year',
  'services.timeline.label': 'Typical timeline',
  'services.timeline.design': '2-4 weeks',
  'services.timeline.mobile': '8-14 weeks',

  'services.process.eyebrow': 'How we work',
  'services.process.title': 'Four steps from idea to launch',
  'services.process.lead': 'A simple process with one clear owner at every step, so you always know what happens next and what it costs.',
  'services.process.step': 'Step {n}',
  'services.process.duration': 'Duration',
  'services.process.discover.title': 'Discover',
  'services.process.discover.text':
    'In a free call we learn about your business, customers and goals, then send a fixed quote and timeline in baht within 24 hours.',
  'services.process.discover.duration': '1 week',
  'services.process.design.title': 'Design',
  'services.process.design.text':
    'We plan the structure, then design the key pages as a clickable prototype. You review, comment and approve before we build.',
  'services.process.design.duration': '1-3 weeks',
  'services.process.build.title': 'Build',
  'services.process.build.text':
    'We develop in short sprints on a private preview link, so you can try real pages every week and add your content as we go.',
  'services.process.build.duration': '2-8 weeks',
  'services.process.launch.title': 'Launch & support',
  'services.process.launch.text':
    'We test on real devices, go live and train your team, then keep your site fast, secure and up to date with an optional care plan.',
  'services.process.launch.duration': 'Ongoing',

  'services.faq.eyebrow': 'FAQ',
  'services.faq.title': 'Questions we hear often',
  'services.faq.1.question': 'How much does a website cost?',
  'services.faq.1.answer':
    'A small website starts at {website} and an online shop at {shop}; the final price depends on pages, languages and features. After a short call we send a fixed quote in baht, usually within 24 hours.',
  'services.faq.2.question': 'How long does a project take?',
  'services.faq.2.answer':
    'A small website takes {websiteTime} from kick-off to launch, and a starter online shop {shopTime}; larger sites, shops and apps take up to 14 weeks. We agree on the timeline before we start and send you a progress update every week.',
  'services.faq.3.question': 'Can my website be in both Thai and English?',
  'services.faq.3.answer':
    'Yes. Every site we build is bilingual-ready, with Thai fonts, correct line breaking and search optimisation in both languages. Our team can also write or polish your Thai and English copy.',
  'services.faq.4.question': 'How do payments work?',
  'services.faq.4.answer':
    'We usually split the price into three instalments: 50% to start, 30% when you approve the design and 20% at launch. We issue Thai tax invoices, and prices exclude 7% VAT.',
  'services.faq.5.question': 'Can I update the website myself?',
  'services.faq.5.answer':
    'Yes. You get an easy content management system and a training session in Thai or English. If you would rather not, our monthly care plans include content updates.',

  'services.cta.title': 'Ready to start your project?',
  'services.cta.text': 'Tell us what you need and get a fixed quote in Thai baht within 24 hours, with no obligation.',
} as const;
