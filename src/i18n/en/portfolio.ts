export default {
  'portfolio.meta.title': 'Portfolio: websites and apps we built',
  'portfolio.meta.description':
    'Websites, online shops and apps Siam Pixel Studio built for fashion, real estate, fitness, travel, media, hospitality and technology clients in Thailand.',
  'portfolio.eyebrow': 'Our work',
  'portfolio.title': 'Projects we are proud of',
  'portfolio.lead': 'A selection of websites and apps we designed and built for businesses in Thailand and across Asia.',
  'portfolio.page.title': 'Our portfolio',
  'portfolio.page.lead':
    'Nine projects from 2018 to today: brand sites, booking systems, online shops and streaming platforms, each built to load fast and work in Thai and English.',
  'portfolio.filter.label': 'Filter projects by category',
  'portfolio.category.all': 'All',
  'portfolio.category.fashion': 'Fashion & Events',
  'portfolio.category.realEstate': 'Real Estate',
  'portfolio.category.health': 'Health & Fitness',
  'portfolio.category.travel': 'Travel & Tourism',
  'portfolio.category.media': 'Media & Streaming',
  'portfolio.category.hospitality': 'Hospitality',
  'portfolio.category.technology': 'Technology',
  'portfolio.empty': 'No projects found in this category yet.',
  'portfolio.viewProject': 'View project',
  'portfolio.viewDetails': 'Details',
  'portfolio.moreTechnologies': '+{count}',
  'portfolio.moreTechnologiesLabel': '{count} more technologies',
  'portfolio.viewAll': 'View the full portfolio',
  'portfolio.detail.technologies': 'Technologies',
  'portfolio.detail.features': 'Key features',
  'portfolio.detail.year': 'Year',
  'portfolio.detail.visit': 'Visit website',
  'portfolio.cta.title': 'Have a project like these in mind?',
  'portfolio.cta.lead': 'Tell us what you need and get a plan and a price in baht within 24 hours.',
  'portfolio.cta.button': 'Plan my project',

  'portfolio.project.siamStream.title': 'Siam Stream',
  'portfolio.project.siamStream.description':
    'A Thai streaming platform with live events, on-demand shows and subscriptions that plays smoothly on slow mobile connections.',
  'portfolio.project.siamStream.alt': 'Siam Stream: a dark streaming app with rows of video tiles',
  'portfolio.project.siamStream.feature.1': 'Adaptive video for 3G to fibre',
  'portfolio.project.siamStream.feature.2': 'Subscriptions with PromptPay and cards',
  'portfolio.project.siamStream.feature.3': 'Thai and English subtitles',

  'portfolio.project.krungDeliver.title': 'Krung Deliver',
  'portfolio.project.krungDeliver.description':
    'A same-day delivery app for Bangkok shops, with live rider tracking for customers and a dispatch dashboard for the team.',
  'portfolio.project.krungDeliver.alt': 'Krung Deliver: two phones showing a delivery route on a map',
  'portfolio.project.krungDeliver.feature.1': 'Live rider tracking on the map',
  'portfolio.project.krungDeliver.feature.2': 'Route planning across the city',
  'portfolio.project.krungDeliver.feature.3': 'Cash on delivery and e-wallet payments',

  'portfolio.project.fashionWeek.title': 'Bangkok Fashion Week',
  'portfolio.project.fashionWeek.description':
    'The official event site: designer line-ups, a live show schedule and ticket sales, edited by the organisers themselves.',
  'portfolio.project.fashionWeek.alt': 'Bangkok Fashion Week: an elegant event site with a runway photo and schedule',
  'portfolio.project.fashionWeek.feature.1': 'Show schedule with reminders',
  'portfolio.project.fashionWeek.feature.2': 'Designer profiles the team can edit',
  'portfolio.project.fashionWeek.feature.3': 'Ticketing with QR check-in',

  'portfolio.project.riverside.title': 'Riverside Residences',
  'portfolio.project.riverside.description':
    'A condominium sales site on the Chao Phraya with interactive floor plans, a unit finder and viewing bookings.',
  'portfolio.project.riverside.alt': 'Riverside Residences: a property site with condo towers by the river and listing cards',
  'portfolio.project.riverside.feature.1': 'Interactive floor plans',
  'portfolio.project.riverside.feature.2': 'Unit search by view, size and price',
  'portfolio.project.riverside.feature.3': 'Online viewing appointments',

  'portfolio.project.muayFit.title': 'Muay Fit',
  'portfolio.project.muayFit.description':
    'Class booking and memberships for a chain of Muay Thai gyms, with a schedule members check from their phones.',
  'portfolio.project.muayFit.alt': 'Muay Fit: a gym booking site with a weekly class schedule',
  'portfolio.project.muayFit.feature.1': 'Class booking with waiting lists',
  'portfolio.project.muayFit.feature.2': 'Memberships paid online',
  'portfolio.project.muayFit.feature.3': 'Trainer profiles and reviews',

  'portfolio.project.andaman.title': 'Andaman Island Hopper',
  'portfolio.project.andaman.description':
    'Island-hopping tours from Phuket and Krabi, bookable in five languages with live boat availability.',
  'portfolio.project.andaman.alt': 'Andaman Island Hopper: a travel site with islands, a boat and a booking form',
  'portfolio.project.andaman.feature.1': 'Booking in five languages',
  'portfolio.project.andaman.feature.2': 'Live seat availability per boat',
  'portfolio.project.andaman.feature.3': 'Tour maps that work offline',

  'portfolio.project.payLanna.title': 'PayLanna',
  'portfolio.project.payLanna.description':
    'A payments dashboard for small merchants in Chiang Mai: sales, payouts and reports in one clear view.',
  'portfolio.project.payLanna.alt': 'PayLanna: a fintech dashboard with sales charts',
  'portfolio.project.payLanna.feature.1': 'Daily sales and payout reports',
  'portfolio.project.payLanna.feature.2': 'Role-based access for staff',
  'portfolio.project.payLanna.feature.3': 'Exports for accountants',

  'portfolio.project.baanSuan.title': 'Baan Suan Boutique Hotel',
  'portfolio.project.baanSuan.description':
    'A garden hotel site with direct booking that cut the hotel’s commission costs to travel agencies.',
  'portfolio.project.baanSuan.alt': 'Baan Suan Boutique Hotel: a green hotel site with room cards',
  'portfolio.project.baanSuan.feature.1': 'Direct booking engine',
  'portfolio.project.baanSuan.feature.2': 'Room galleries and seasonal offers',
  'portfolio.project.baanSuan.feature.3': 'Guest reviews on every page',

  'portfolio.project.bridalExpo.title': 'Bangkok Bridal Expo',
  'portfolio.project.bridalExpo.description':
    'An exhibitor directory and online shop for the city’s largest wedding fair, with pre-registration for visitors.',
  'portfolio.project.bridalExpo.alt': 'Bangkok Bridal Expo: a soft gold wedding fair site',
  'portfolio.project.bridalExpo.feature.1': 'Exhibitor directory with filters',
  'portfolio.project.bridalExpo.feature.2': 'Visitor pre-registration',
  'portfolio.project.bridalExpo.feature.3': 'Online shop for expo deals',
} as const;
