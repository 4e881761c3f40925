/** The About page (`/about`). Team, story and market text is fixed copy, kept here like every string. */
export default {
  'about.meta.title': 'About us: a Bangkok web design studio since 2014',
  'about.meta.description':
    'Meet Siam Pixel Studio, the Bangkok team that designs and builds bilingual websites, online shops and apps for Thai businesses: our story, people and values.',

  'about.hero.eyebrow': 'About Siam Pixel Studio',
  'about.hero.title': 'A Bangkok studio building websites Thai businesses are proud of',
  'about.hero.lead':
    'We are designers, developers and marketers who help small and medium businesses across Thailand win customers online, in Thai and English, with clear prices in baht.',
  'about.hero.services': 'Explore our services',

  'about.stats.title': 'Siam Pixel Studio in numbers',
  'about.stats.launched.value': '180+',
  'about.stats.launched.label': 'websites and apps launched',
  'about.stats.retainer.value': '40+',
  'about.stats.retainer.label': 'Thai SMEs on monthly care plans',
  'about.stats.rating.value': '4.9/5',
  'about.stats.rating.label': 'average client rating',
  'about.stats.reply.value': '24h',
  'about.stats.reply.label': 'maximum reply time to any enquiry',

  'about.story.eyebrow': 'Our story',
  'about.story.title': 'Started in a shophouse, built for Thai businesses',
  'about.story.p1':
    'Siam Pixel Studio began in 2014 in a rented shophouse room in Ari, when designer Ploy and engineer Arthit left their agency jobs with a simple belief: small Thai businesses deserve websites as good as the big brands have, at prices that make sense in baht.',
  'about.story.p2':
    'Our first clients were a family café, a guesthouse in Chiang Mai and a tailor on Charoen Krung Road. Each needed a site that worked in Thai and English, loaded quickly on a phone and took bookings or orders without a developer on call. That is still what we do best.',
  'about.story.p3':
    'Today our designers, developers and marketers work under one roof on Sukhumvit Soi 23. Mali makes sure every project launches on time, and every client has one person to call. We have grown a lot since that first room, but we still pick up our own phone.',
  'about.story.imageAlt': 'Illustration of the Siam Pixel Studio workspace with the Bangkok skyline in the background',

  'about.thailand.eyebrow': 'Why Thailand',
  'about.thailand.title': 'Your customers are already online',
  'about.thailand.lead':
    'Thailand is one of the most connected markets in Southeast Asia. For a local business, the website is where customers compare, decide and buy.',
  'about.thailand.users.value': '≈63M',
  'about.thailand.users.label': 'internet users in Thailand',
  'about.thailand.users.text': 'About 88% of the population, and most of them go online every day.',
  'about.thailand.ecommerce.value': '≈14%',
  'about.thailand.ecommerce.label': 'yearly e-commerce growth',
  'about.thailand.ecommerce.text':
    'Online sales keep outpacing traditional retail, driven by marketplaces, social commerce and QR payments.',
  'about.thailand.mobile.value': '≈9 in 10',
  'about.thailand.mobile.label': 'online shoppers buy on a smartphone',
  'about.thailand.mobile.text': 'For most customers your mobile site is your website, so we design for small screens first.',
  'about.thailand.note':
    'Approximate, rounded market figures based on public industry reports (2023-2024), shown to illustrate the trend rather than as exact statistics.',

  'about.services.eyebrow': 'What we do',
  'about.services.title': 'Six services, one team',
  'about.services.lead': 'From the first sketch to the hundredth order, the same people design, build, host and promote your website.',
  'about.services.more': 'See services and starting prices',

  'about.team.eyebrow': 'Our team',
  'about.team.title': 'The people behind your project',
  'about.team.lead': 'You work directly with the people who design, build and manage your site. No hand-offs to strangers, no call centre.',
  'about.team.portraitAlt': 'Illustrated portrait of {name}, {role}',
  'about.team.expertise': 'Expertise',
  'about.team.ploy.name': 'Ploy Wongsakul',
  'about.team.ploy.role': 'Co-founder & Creative Director',
  'about.team.ploy.bio':
    'Ploy designed for agencies in Bangkok and Singapore for six years before co-founding the studio. She leads every brand and interface decision, and makes sure Thai type looks as good as English.',
  'about.team.ploy.expertise.1': 'Brand identity',
  'about.team.ploy.expertise.2': 'UX and interface design',
  'about.team.ploy.expertise.3': 'Thai and Latin typography',
  'about.team.arthit.name': 'Arthit Chanthara',
  'about.team.arthit.role': 'Co-founder & Lead Engineer',
  'about.team.arthit.bio':
    'Arthit has built for the web for fifteen years. He designs the architecture of every project, from fast front ends to payment and LINE integrations, and tests everything on the mid-range phones your customers really use.',
  'about.team.arthit.expertise.1': 'Web architecture',
  'about.team.arthit.expertise.2': 'E-commerce and payments',
  'about.team.arthit.expertise.3': 'Performance and security',
  'about.team.mali.name': 'Mali Rattanakul',
  'about.team.mali.role': 'Project Manager',
  'about.team.mali.bio':
    'Mali joined in 2017 and is the person clients talk to most. She turns ideas into clear scopes, timelines and quotes in baht, and sends every client a progress update each week, until launch and beyond.',
  'about.team.mali.expertise.1': 'Scoping and estimates',
  'about.team.mali.expertise.2': 'Agile delivery',
  'about.team.mali.expertise.3': 'Client communication',

  'about.values.eyebrow': 'Our values',
  'about.values.title': 'Four promises we keep on every project',
  'about.values.prices.title': 'Clear prices in baht',
  'about.values.prices.text':
    'You get a fixed quote in Thai baht before work starts. If the scope changes, you see the new price first, never a surprise invoice.',
  'about.values.bilingual.title': 'Thai and English, equally',
  'about.values.bilingual.text':
    'Every site works properly in both languages: real Thai copy, Thai fonts and line breaks, never a machine-translated afterthought.',
  'about.values.mobile.title': 'Fast on every phone',
  'about.values.mobile.text':
    'Most of your customers arrive on a mobile connection. We design mobile first and test on the phones people actually use.',
  'about.values.support.title': 'With you after launch',
  'about.values.support.text':
    'Launch day is a beginning. We stay on for hosting, updates and improvements, and reply to every message within 24 hours.',

  'about.cta.title': 'Let’s build something your customers will love',
  'about.cta.text': 'Tell us about your business and goals. We reply within 24 hours with ideas, a timeline and a clear price in baht.',
} as const;
