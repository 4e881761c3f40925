export default {
  'home.meta.title': 'Web Design & Development Agency in Bangkok',
  'home.meta.description':
    'Bangkok web design and development studio: fast bilingual websites, e-commerce, apps and digital marketing for Thai businesses. Get a plan and a price in baht.',

  'home.hero.eyebrow': 'Web design & development in Bangkok',
  'home.hero.title': 'Websites that win customers in Thailand',
  'home.hero.lead':
    'We design and build fast, bilingual websites, online shops and apps for Thai businesses, with clear prices in baht and a team you can meet in Bangkok.',
  'home.hero.cta': 'Plan your project',
  'home.hero.secondary': 'See our work',
  'home.hero.pauseVideo': 'Pause the background video',
  'home.hero.playVideo': 'Play the background video',

  'home.services.eyebrow': 'What we do',
  'home.services.title': 'Everything your business needs online',
  'home.services.lead': 'From the first sketch to launch and beyond, one team handles design, code, hosting and growth.',
  'home.services.more': 'Explore our services',

  'home.about.eyebrow': 'About us',
  'home.about.title': 'A Bangkok studio that speaks your language',
  'home.about.lead':
    'Since 2014 we have helped Thai companies, from family restaurants to listed developers, turn their websites into their best salespeople.',
  'home.about.feature.1': 'Bilingual Thai and English teams',
  'home.about.feature.2': 'Fixed prices in Thai baht',
  'home.about.feature.3': 'Mobile-first, fast-loading design',
  'home.about.feature.4': 'Search-friendly from day one',
  'home.about.feature.5': 'Thai payments: PromptPay, cards, e-wallets',
  'home.about.feature.6': 'Support after launch, not just before',
  'home.about.stat.projects.value': '250+',
  'home.about.stat.projects.label': 'projects delivered',
  'home.about.stat.team.value': '28',
  'home.about.stat.team.label': 'team members',
  'home.about.stat.years.value': '12',
  'home.about.stat.years.label': 'years of experience',
  'home.about.stat.retention.value': '98%',
  'home.about.stat.retention.label': 'client retention',
  'home.about.more': 'More about us',

  'home.quote.eyebrow': 'Plan your project',
  'home.quote.title': 'Describe your idea, get a plan and a price',
  'home.quote.lead':
    'Tell us what you want to build. Our planner turns your description into a project plan with a timeline and a price in baht, and our team confirms it within 24 hours.',

  'home.contact.eyebrow': 'Contact',
  'home.contact.title': 'Let’s talk about your project',
  'home.contact.lead': 'Send us a message or call the studio. We reply within 24 hours on business days.',
  'home.contact.formTitle': 'Send us a message',
  'home.contact.emailButton': 'E-mail the studio',
} as const;
