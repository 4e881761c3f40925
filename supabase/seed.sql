-- Seed data: the package catalogue and the first blog posts. Applied once when the local database is
-- created (src/server/db/migrate.ts) and by `supabase db reset`. Fixed ids, so tests and links can name
-- them; re-running is harmless (on conflict do nothing).
--
--   a0000000-0000-4000-8000-0000000000NN  packages (01-09 active, 99 inactive)
--   b0000000-0000-4000-8000-00000000000N  blog posts (1-3 published, 4 draft)
--   package_features ids are md5(package id || feature name), stable across resets.

insert into public.packages (id, name, description, price, currency, delivery_time, category, features, is_active, sort_order)
values
  ('a0000000-0000-4000-8000-000000000001', 'Starter Website',
   'A fast, professional one-to-five page site for a new business or a single service.',
   9900, 'THB', '1-2 weeks', 'website',
   array['Up to 5 pages', 'Mobile-friendly design', 'Thai or English', 'Contact form', 'Google Maps and LINE buttons', 'Basic SEO setup', '1 month of support'],
   true, 10),
  ('a0000000-0000-4000-8000-000000000002', 'Business Website',
   'A bilingual company site with a content management system your team can update.',
   24900, 'THB', '2-3 weeks', 'website',
   array['Up to 12 pages', 'Thai and English', 'Content management system', 'Blog or news section', 'On-page SEO for every page', 'Google Analytics 4', 'Speed optimisation', '3 months of support'],
   true, 20),
  ('a0000000-0000-4000-8000-000000000003', 'Corporate Website',
   'A custom-designed site for established companies, with integrations and a design system.',
   49000, 'THB', '4-6 weeks', 'website',
   array['Up to 30 pages', 'Custom design system', 'Thai, English and one more language', 'Content management system', 'CRM or booking integration', 'Accessibility review (WCAG 2.2 AA)', 'Advanced SEO and schema markup', 'Staff training session', '6 months of support'],
   true, 30),
  ('a0000000-0000-4000-8000-000000000004', 'Online Shop Starter',
   'Start selling online with up to 100 products, Thai payments and shipping rates.',
   35000, 'THB', '3-4 weeks', 'ecommerce',
   array['Up to 100 products', 'PromptPay QR and card payments', 'Thai and English storefront', 'Shipping rates for Thailand', 'Order e-mails in Thai and English', 'Inventory management', '3 months of support'],
   true, 40),
  ('a0000000-0000-4000-8000-000000000005', 'Online Shop Pro',
   'A full e-commerce platform with marketplace sync, promotions and customer accounts.',
   89000, 'THB', '6-8 weeks', 'ecommerce',
   array['Unlimited products', 'PromptPay, cards and bank transfer', 'Customer accounts and order history', 'Promotions and discount codes', 'Shopee and Lazada stock sync', 'LINE Official Account notifications', 'Sales dashboard', 'Advanced SEO for product pages', '6 months of support'],
   true, 50),
  ('a0000000-0000-4000-8000-000000000006', 'Care Plan Essential',
   'Updates, backups and monitoring for a site that must simply keep working.',
   12900, 'THB', '12 months', 'maintenance',
   array['Monthly core and plugin updates', 'Daily off-site backups', 'Uptime monitoring', 'Security scanning', '2 content edits per month', 'E-mail support within 1 business day'],
   true, 60),
  ('a0000000-0000-4000-8000-000000000007', 'Care Plan Plus',
   'Everything in Essential plus performance tuning, monthly reports and priority support.',
   29900, 'THB', '12 months', 'maintenance',
   array['Weekly updates', 'Daily off-site backups with 90-day history', 'Uptime monitoring with 5-minute checks', 'Security scanning and malware removal', '8 content edits per month', 'Monthly performance report', 'Priority support via LINE'],
   true, 70),
  ('a0000000-0000-4000-8000-000000000008', 'SEO Launch',
   'A one-off technical and on-page SEO package for a new or relaunched site.',
   14900, 'THB', '2-3 weeks', 'seo',
   array['Technical SEO audit', 'Keyword research in Thai and English', 'On-page optimisation of 10 pages', 'Google Search Console setup', 'Google Business Profile setup', 'XML sitemap and robots.txt'],
   true, 80),
  ('a0000000-0000-4000-8000-000000000009', 'Local SEO Growth',
   'Three months of local SEO for Bangkok businesses that want to be found on Google Maps.',
   39000, 'THB', '3 months', 'seo',
   array['Everything in SEO Launch', 'Google Business Profile optimisation', '4 articles per month in Thai or English', 'Local citations in Thai directories', 'Review strategy', 'Monthly ranking report', 'Competitor analysis'],
   true, 90),
  ('a0000000-0000-4000-8000-000000000099', 'Landing Page (2024 offer)',
   'A single landing page. No longer offered; kept for existing quotes.',
   6900, 'THB', '1 week', 'website',
   array['1 page', 'Mobile-friendly design', 'Contact form', 'Basic SEO setup', '2 weeks of support'],
   false, 100)
on conflict (id) do nothing;

-- The comparison table on the package page: the same rows for every package of a category.
insert into public.package_features (id, package_id, feature_name, feature_value, is_included, sort_order)
select md5(f.package_id || f.feature_name)::uuid, f.package_id::uuid, f.feature_name, f.feature_value, f.is_included, f.sort_order
from (
  values
    ('a0000000-0000-4000-8000-000000000001', 'Pages', 'Up to 5', true, 1),
    ('a0000000-0000-4000-8000-000000000001', 'Languages', 'Thai or English', true, 2),
    ('a0000000-0000-4000-8000-000000000001', 'Mobile-friendly design', 'Included', true, 3),
    ('a0000000-0000-4000-8000-000000000001', 'Content management system', 'Not Included', false, 4),
    ('a0000000-0000-4000-8000-000000000001', 'SEO setup', 'Basic', true, 5),
    ('a0000000-0000-4000-8000-000000000001', 'Support', '1 month', true, 6),

    ('a0000000-0000-4000-8000-000000000002', 'Pages', 'Up to 12', true, 1),
    ('a0000000-0000-4000-8000-000000000002', 'Languages', 'Thai and English', true, 2),
    ('a0000000-0000-4000-8000-000000000002', 'Mobile-friendly design', 'Included', true, 3),
    ('a0000000-0000-4000-8000-000000000002', 'Content management system', 'Included', true, 4),
    ('a0000000-0000-4000-8000-000000000002', 'SEO setup', 'On-page, every page', true, 5),
    ('a0000000-0000-4000-8000-000000000002', 'Third-party integrations', 'Not Included', false, 6),
    ('a0000000-0000-4000-8000-000000000002', 'Support', '3 months', true, 7),

    ('a0000000-0000-4000-8000-000000000003', 'Pages', 'Up to 30', true, 1),
    ('a0000000-0000-4000-8000-000000000003', 'Languages', 'Thai, English and one more', true, 2),
    ('a0000000-0000-4000-8000-000000000003', 'Mobile-friendly design', 'Included', true, 3),
    ('a0000000-0000-4000-8000-000000000003', 'Content management system', 'Included', true, 4),
    ('a0000000-0000-4000-8000-000000000003', 'SEO setup', 'Advanced, with schema markup', true, 5),
    ('a0000000-0000-4000-8000-000000000003', 'Third-party integrations', 'CRM or booking', true, 6),
    ('a0000000-0000-4000-8000-000000000003', 'Support', '6 months', true, 7),

    ('a0000000-0000-4000-8000-000000000004', 'Products', 'Up to 100', true, 1),
    ('a0000000-0000-4000-8000-000000000004', 'Payments', 'PromptPay QR and cards', true, 2),
    ('a0000000-0000-4000-8000-000000000004', 'Languages', 'Thai and English', true, 3),
    ('a0000000-0000-4000-8000-000000000004', 'Customer accounts', 'Not Included', false, 4),
    ('a0000000-0000-4000-8000-000000000004', 'Marketplace sync', 'Not Included', false, 5),
    ('a0000000-0000-4000-8000-000000000004', 'Support', '3 months', true, 6),

    ('a0000000-0000-4000-8000-000000000005', 'Products', 'Unlimited', true, 1),
    ('a0000000-0000-4000-8000-000000000005', 'Payments', 'PromptPay, cards, bank transfer', true, 2),
    ('a0000000-0000-4000-8000-000000000005', 'Languages', 'Thai and English', true, 3),
    ('a0000000-0000-4000-8000-000000000005', 'Customer accounts', 'Included', true, 4),
    ('a0000000-0000-4000-8000-000000000005', 'Marketplace sync', 'Shopee and Lazada', true, 5),
    ('a0000000-0000-4000-8000-000000000005', 'Support', '6 months', true, 6),

    ('a0000000-0000-4000-8000-000000000006', 'Updates', 'Monthly', true, 1),
    ('a0000000-0000-4000-8000-000000000006', 'Backups', 'Daily', true, 2),
    ('a0000000-0000-4000-8000-000000000006', 'Content edits', '2 per month', true, 3),
    ('a0000000-0000-4000-8000-000000000006', 'Performance report', 'Not Included', false, 4),
    ('a0000000-0000-4000-8000-000000000006', 'Support channel', 'E-mail', true, 5),

    ('a0000000-0000-4000-8000-000000000007', 'Updates', 'Weekly', true, 1),
    ('a0000000-0000-4000-8000-000000000007', 'Backups', 'Daily, 90-day history', true, 2),
    ('a0000000-0000-4000-8000-000000000007', 'Content edits', '8 per month', true, 3),
    ('a0000000-0000-4000-8000-000000000007', 'Performance report', 'Monthly', true, 4),
    ('a0000000-0000-4000-8000-000000000007', 'Support channel', 'LINE, priority', true, 5),

    ('a0000000-0000-4000-8000-000000000008', 'Keyword research', 'Thai and English', true, 1),
    ('a0000000-0000-4000-8000-000000000008', 'Pages optimised', '10', true, 2),
    ('a0000000-0000-4000-8000-000000000008', 'Google Business Profile', 'Setup', true, 3),
    ('a0000000-0000-4000-8000-000000000008', 'Articles', 'Not Included', false, 4),
    ('a0000000-0000-4000-8000-000000000008', 'Monthly reporting', 'Not Included', false, 5),

    ('a0000000-0000-4000-8000-000000000009', 'Keyword research', 'Thai and English', true, 1),
    ('a0000000-0000-4000-8000-000000000009', 'Pages optimised', 'Whole site', true, 2),
    ('a0000000-0000-4000-8000-000000000009', 'Google Business Profile', 'Setup and optimisation', true, 3),
    ('a0000000-0000-4000-8000-000000000009', 'Articles', '4 per month', true, 4),
    ('a0000000-0000-4000-8000-000000000009', 'Monthly reporting', 'Included', true, 5),

    ('a0000000-0000-4000-8000-000000000099', 'Pages', '1', true, 1),
    ('a0000000-0000-4000-8000-000000000099', 'Content management system', 'Not Included', false, 2),
    ('a0000000-0000-4000-8000-000000000099', 'Support', '2 weeks', true, 3)
) as f (package_id, feature_name, feature_value, is_included, sort_order)
on conflict (id) do nothing;

insert into public.blog_posts (
  id, title, slug, excerpt, content, status, category, tags, meta_title, meta_description, meta_keywords,
  auto_post_to_x, pexels_image_query, published_at, created_at, created_by, author_id
)
values
  ('b0000000-0000-4000-8000-000000000001',
   'Why Your Thai Business Website Should Speak Thai and English',
   'why-your-thai-business-website-should-speak-thai-and-english',
   'Most of your customers search in Thai, while partners, expats and tourists search in English. Here is how to serve both without doubling your work.',
   $html$
<p>A website in only one language quietly turns people away. In Thailand most customers search, compare and buy in Thai, while partners, expatriates, tourists and regional buyers look for you in English. A bilingual site lets both groups trust you at first glance.</p>
<h2>Translate the intent, not just the words</h2>
<p>Thai and English readers expect different things. Thai visitors often look for a LINE contact, a phone number and reassurance that a real team is behind the business. English-speaking visitors usually want prices, process and proof before they get in touch. Write each version for its reader instead of running the same text through a translator.</p>
<ul>
  <li>Keep the same structure in both languages so visitors can switch without getting lost.</li>
  <li>Put the language switch in the header, where people expect it, and remember their choice.</li>
  <li>Localise dates, prices in baht and phone formats, not only the sentences.</li>
</ul>
<h2>Make both versions findable</h2>
<p>Search engines treat each language as its own page. Give every page its own address (for example <code>/th/services</code> and <code>/services</code>), link the pair with <code>hreflang</code> tags and write a separate title and description for each. Then Google can show Thai results to Thai searchers and English results to everyone else.</p>
<h2>Choose fonts that render Thai well</h2>
<p>Many Western fonts have no Thai characters, so browsers fall back to a system font and the design breaks. Pick a family designed for Thai, such as Noto Sans Thai or IBM Plex Sans Thai, check the line height (Thai needs more room for vowels and tone marks) and load only the weights you use.</p>
<h2>Start small and grow</h2>
<p>You do not need every page in two languages on day one. Begin with the pages that bring enquiries: home, services, pricing and contact. Add the blog and case studies later. What matters is that a visitor in either language can understand what you offer and reach you in a minute.</p>
$html$,
   'published', 'Web Design', array['bilingual', 'localisation', 'thailand', 'seo'],
   'Why Your Thai Business Website Should Speak Thai and English',
   'How a bilingual Thai and English website wins more customers, and how to build one without doubling the work.',
   'bilingual website, Thai website, hreflang, Thai fonts',
   false, 'bangkok office laptop', '2026-03-12 09:00:00+07', '2026-03-10 14:00:00+07', null, null),

  ('b0000000-0000-4000-8000-000000000002',
   'PromptPay, LINE and Mobile: What Thai Shoppers Expect from an Online Store',
   'promptpay-line-and-mobile-what-thai-shoppers-expect',
   'Thai shoppers buy on their phones, pay by QR code and ask questions in chat. An online store that fits those habits converts far better.',
   $html$
<p>Online shopping in Thailand happens mostly on smartphones, and customers bring habits from marketplaces and social commerce with them. A store that feels familiar wins the sale; one that asks for a credit card on a cramped desktop-style form loses it.</p>
<h2>Offer the payments people actually use</h2>
<p>PromptPay QR payments are the everyday choice for many Thai customers: scan with the banking app, confirm, done. Offer PromptPay next to cards, and make the QR code large enough to scan from a second device. Confirm the payment automatically instead of asking customers to upload a transfer slip.</p>
<ul>
  <li>PromptPay QR for instant bank payments.</li>
  <li>Credit and debit cards for international buyers.</li>
  <li>Clear totals in baht, including shipping, before the payment step.</li>
</ul>
<h2>Be reachable in chat</h2>
<p>Many buyers want to ask a question before they pay. A visible LINE Official Account button, with quick replies for delivery times and sizes, answers them where they already are. Send order confirmations by e-mail and, where customers agree, by LINE as well.</p>
<h2>Design for the thumb</h2>
<p>Put the price and the buy button within reach, keep forms short, use the right keyboard for phone numbers and postcodes, and let customers check out as guests. Compress product photos and test the store on a mid-range Android phone over a mobile connection: that is how most of your customers will see it.</p>
<h2>Respect personal data</h2>
<p>Thailand's Personal Data Protection Act (PDPA) applies to every store that collects names, addresses and phone numbers. Ask only for what you need to deliver the order, explain why in plain Thai and English, and keep a simple privacy notice linked from the checkout.</p>
$html$,
   'published', 'E-commerce', array['ecommerce', 'promptpay', 'line', 'mobile'],
   'What Thai Shoppers Expect from an Online Store',
   'PromptPay, LINE chat and mobile-first checkout: the habits of Thai online shoppers and how to design a store around them.',
   'Thai e-commerce, PromptPay, LINE Official Account, mobile checkout',
   false, 'mobile payment qr code', '2026-06-04 10:30:00+07', '2026-06-02 16:00:00+07', null, null),

  ('b0000000-0000-4000-8000-000000000003',
   'Local SEO in Bangkok: How to Get Found on Google Maps',
   'local-seo-in-bangkok-how-to-get-found-on-google-maps',
   'When someone nearby searches for what you sell, the map results decide who gets the call. Five steps to appear there.',
   $html$
<p>For restaurants, clinics, salons, shops and service companies in Bangkok, the map pack at the top of Google's results brings more calls than any other position. Appearing there depends less on your budget than on how complete and consistent your information is.</p>
<h2>1. Claim and complete your Google Business Profile</h2>
<p>Verify the profile, choose the most specific primary category, and fill in everything: opening hours (including public holidays), phone, website, services and attributes. Write the business description in Thai and English.</p>
<h2>2. Keep your name, address and phone identical everywhere</h2>
<p>Use exactly the same business name, address and phone number on your website, your Google profile, Facebook, LINE and Thai directories. Small differences, such as a missing soi number, make it harder for Google to trust that they are the same business.</p>
<h2>3. Give each location and service its own page</h2>
<p>If you serve Sukhumvit and Silom, or offer several distinct services, create a page for each with real details: directions from the nearest BTS or MRT station, photos, prices and frequently asked questions in both languages.</p>
<h2>4. Earn reviews and answer them</h2>
<ul>
  <li>Ask happy customers for a review right after the service, with a short link or QR code.</li>
  <li>Reply to every review, positive or negative, politely and in the reviewer's language.</li>
  <li>Never buy reviews: it breaks Google's rules and customers notice.</li>
</ul>
<h2>5. Make your website fast and clear on mobile</h2>
<p>Most local searches happen on phones, often on the way. A page that loads in two seconds, shows the address and a tap-to-call button, and links to the map turns a search into a visit.</p>
$html$,
   'published', 'SEO', array['seo', 'local-seo', 'google-maps', 'bangkok'],
   'Local SEO in Bangkok: Get Found on Google Maps',
   'Five practical steps for Bangkok businesses to appear in Google Maps results: profile, consistent details, local pages, reviews and speed.',
   'local SEO Bangkok, Google Business Profile, Google Maps ranking',
   false, 'bangkok street map', '2026-09-18 08:00:00+07', '2026-09-15 11:00:00+07', null, null),

  ('b0000000-0000-4000-8000-000000000004',
   'Choosing Thai Web Fonts That Load Fast',
   'choosing-thai-web-fonts-that-load-fast',
   'Thai fonts are larger than Latin ones. How to pick, subset and load them without slowing your site down.',
   $html$
<p>Draft. Thai web fonts carry many more glyphs than Latin fonts, so a careless setup can add hundreds of kilobytes to every page.</p>
<h2>Outline</h2>
<ul>
  <li>Variable fonts versus separate weights.</li>
  <li>Subsetting by Unicode range so English pages skip the Thai file.</li>
  <li>font-display and preloading the one file above the fold.</li>
</ul>
$html$,
   'draft', 'Web Design', array['fonts', 'performance', 'thai'],
   null, null, null,
   true, 'thai typography', null, '2026-11-01 09:00:00+07', null, null)
on conflict (id) do nothing;
