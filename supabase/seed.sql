-- Seed data: the package catalogue and the first blog posts. Applied once when the local database is
-- created (src/server/db/migrate.ts) and by `supabase db reset`. Fixed ids, so tests and links can name
-- them; re-running is harmless (on conflict do nothing).
--
--   a0000000-0000-4000-8000-0000000000NN  packages (01-09 active, 99 inactive)
--   b0000000-0000-4000-8000-00000000000N  blog posts (1-3 published, 4 draft)
--   package_features ids are md5(package id || feature name), stable across resets.

-- Each English text is followed by its Thai translation (the *_th columns, shown on the /th pages);
-- features_th[i] translates features[i], and the two lists must have the same length.
-- The Thai texts follow the Thai glossary (tests/unit/i18n/thaiGlossary.ts); databases seeded before it
-- got the same changes from migrations/20261124100000_thai_glossary_catalogue.sql.
insert into public.packages (
  id, name, name_th, description, description_th, price, currency, delivery_time, delivery_time_th,
  category, features, features_th, is_active, sort_order
)
values
  ('a0000000-0000-4000-8000-000000000001', 'Starter Website', 'เว็บไซต์สตาร์ทเตอร์',
   'A fast, professional one-to-five page site for a new business or a single service.',
   'เว็บไซต์ 1–5 หน้า โหลดเร็วและดูเป็นมืออาชีพ เหมาะสำหรับธุรกิจเปิดใหม่หรือธุรกิจที่มีบริการเดียว',
   15000, 'THB', '2-4 weeks', '2–4 สัปดาห์', 'website',
   array['Up to 5 pages', 'Mobile-friendly design', 'Thai or English', 'Contact form', 'Google Maps and LINE buttons', 'Basic SEO setup', '1 month of support'],
   array['สูงสุด 5 หน้า', 'ดีไซน์รองรับมือถือ', 'ภาษาไทยหรือภาษาอังกฤษ', 'แบบฟอร์มติดต่อ', 'ปุ่ม Google Maps และ LINE', 'ตั้งค่า SEO พื้นฐาน', 'ดูแลหลังส่งมอบ 1 เดือน'],
   true, 10),
  ('a0000000-0000-4000-8000-000000000002', 'Business Website', 'เว็บไซต์ธุรกิจ',
   'A bilingual company site with a content management system your team can update.',
   'เว็บไซต์บริษัทสองภาษา พร้อมระบบจัดการเนื้อหา (CMS) ที่ทีมของคุณอัปเดตเองได้',
   24900, 'THB', '2-3 weeks', '2–3 สัปดาห์', 'website',
   array['Up to 12 pages', 'Thai and English', 'Content management system', 'Blog or news section', 'On-page SEO for every page', 'Google Analytics 4', 'Speed optimisation', '3 months of support'],
   array['สูงสุด 12 หน้า', 'ภาษาไทยและภาษาอังกฤษ', 'ระบบจัดการเนื้อหา (CMS)', 'ส่วนบล็อกหรือข่าวสาร', 'On-page SEO ทุกหน้า', 'ติดตั้ง Google Analytics 4', 'ปรับแต่งความเร็วเว็บไซต์', 'ดูแลหลังส่งมอบ 3 เดือน'],
   true, 20),
  ('a0000000-0000-4000-8000-000000000003', 'Corporate Website', 'เว็บไซต์องค์กร',
   'A custom-designed site for established companies, with integrations and a design system.',
   'เว็บไซต์ออกแบบเฉพาะสำหรับองค์กรที่เติบโตแล้ว พร้อมเชื่อมต่อระบบต่าง' || chr(160) || 'ๆ และดีไซน์ซิสเต็มของแบรนด์',
   49000, 'THB', '4-6 weeks', '4–6 สัปดาห์', 'website',
   array['Up to 30 pages', 'Custom design system', 'Thai, English and one more language', 'Content management system', 'CRM or booking integration', 'Accessibility review (WCAG 2.2 AA)', 'Advanced SEO and schema markup', 'Staff training session', '6 months of support'],
   array['สูงสุด 30 หน้า', 'ดีไซน์ซิสเต็มเฉพาะแบรนด์', 'ภาษาไทย ภาษาอังกฤษ และภาษาอื่นอีก 1 ภาษา', 'ระบบจัดการเนื้อหา (CMS)', 'เชื่อมต่อระบบ CRM หรือระบบจอง', 'ตรวจสอบการเข้าถึงได้ (Accessibility) ตามมาตรฐาน WCAG 2.2 AA', 'SEO ขั้นสูงและ Schema Markup', 'อบรมการใช้งานให้ทีมงาน', 'ดูแลหลังส่งมอบ 6 เดือน'],
   true, 30),
  ('a0000000-0000-4000-8000-000000000004', 'Online Shop Starter', 'ร้านค้าออนไลน์สตาร์ทเตอร์',
   'Start selling online with up to 100 products, Thai payments and shipping rates.',
   'เริ่มขายออนไลน์ได้ทันที รองรับสินค้าสูงสุด 100 รายการ พร้อมช่องทางชำระเงินยอดนิยมของไทยและค่าจัดส่งภายในประเทศ',
   30000, 'THB', '4-6 weeks', '4–6 สัปดาห์', 'ecommerce',
   array['Up to 100 products', 'PromptPay QR and card payments', 'Thai and English storefront', 'Shipping rates for Thailand', 'Order e-mails in Thai and English', 'Inventory management', '3 months of support'],
   array['สินค้าสูงสุด 100 รายการ', 'รับชำระเงินผ่าน QR พร้อมเพย์และบัตร', 'หน้าร้านภาษาไทยและภาษาอังกฤษ', 'ตั้งค่าค่าจัดส่งภายในประเทศไทย', 'อีเมลแจ้งคำสั่งซื้อภาษาไทยและภาษาอังกฤษ', 'ระบบจัดการสต็อกสินค้า', 'ดูแลหลังส่งมอบ 3 เดือน'],
   true, 40),
  ('a0000000-0000-4000-8000-000000000005', 'Online Shop Pro', 'ร้านค้าออนไลน์โปร',
   'A full e-commerce platform with marketplace sync, promotions and customer accounts.',
   'แพลตฟอร์มอีคอมเมิร์ซครบวงจร ซิงก์สต็อกกับมาร์เก็ตเพลส พร้อมระบบโปรโมชันและบัญชีลูกค้า',
   89000, 'THB', '6-8 weeks', '6–8 สัปดาห์', 'ecommerce',
   array['Unlimited products', 'PromptPay, cards and bank transfer', 'Customer accounts and order history', 'Promotions and discount codes', 'Shopee and Lazada stock sync', 'LINE Official Account notifications', 'Sales dashboard', 'Advanced SEO for product pages', '6 months of support'],
   array['สินค้าไม่จำกัดจำนวน', 'รับชำระผ่านพร้อมเพย์ บัตร และโอนเงินผ่านธนาคาร', 'บัญชีลูกค้าและประวัติการสั่งซื้อ', 'ระบบโปรโมชันและโค้ดส่วนลด', 'ซิงก์สต็อกกับ Shopee และ Lazada', 'แจ้งเตือนผ่าน LINE Official Account', 'แดชบอร์ดสรุปยอดขาย', 'SEO ขั้นสูงสำหรับหน้าสินค้า', 'ดูแลหลังส่งมอบ 6 เดือน'],
   true, 50),
  ('a0000000-0000-4000-8000-000000000006', 'Care Plan Essential', 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน',
   'Updates, backups and monitoring for a site that must simply keep working.',
   'อัปเดตระบบ สำรองข้อมูล และเฝ้าระวังเว็บไซต์ ให้เว็บของคุณทำงานได้ต่อเนื่องไม่สะดุด',
   12900, 'THB', '12-month contract, priced per year', 'สัญญา 12 เดือน (ราคาต่อปี)', 'maintenance',
   array['Monthly core and plugin updates', 'Daily off-site backups', 'Uptime monitoring', 'Security scanning', '2 content edits per month', 'E-mail support within 1 business day'],
   array['อัปเดตระบบหลักและปลั๊กอินทุกเดือน', 'สำรองข้อมูลนอกเซิร์ฟเวอร์ทุกวัน', 'เฝ้าระวังสถานะการออนไลน์ของเว็บไซต์', 'สแกนหาช่องโหว่ด้านความปลอดภัย', 'แก้ไขเนื้อหา 2 ครั้งต่อเดือน', 'ฝ่ายบริการลูกค้าตอบกลับทางอีเมลภายใน 1 วันทำการ'],
   true, 60),
  ('a0000000-0000-4000-8000-000000000007', 'Care Plan Plus', 'แพ็กเกจดูแลเว็บไซต์ พลัส',
   'Everything in Essential plus performance tuning, monthly reports and priority support.',
   'ทุกอย่างในแพ็กเกจมาตรฐาน เพิ่มการปรับแต่งประสิทธิภาพ รายงานประจำเดือน และฝ่ายบริการลูกค้าที่ตอบกลับแบบเร่งด่วน',
   29900, 'THB', '12-month contract, priced per year', 'สัญญา 12 เดือน (ราคาต่อปี)', 'maintenance',
   array['Weekly updates', 'Daily off-site backups with 90-day history', 'Uptime monitoring with 5-minute checks', 'Security scanning and malware removal', '8 content edits per month', 'Monthly performance report', 'Priority support via LINE'],
   array['อัปเดตทุกสัปดาห์', 'สำรองข้อมูลนอกเซิร์ฟเวอร์ทุกวัน เก็บย้อนหลัง 90 วัน', 'เฝ้าระวังสถานะการออนไลน์ ตรวจเช็กทุก 5 นาที', 'สแกนความปลอดภัยและกำจัดมัลแวร์', 'แก้ไขเนื้อหา 8 ครั้งต่อเดือน', 'รายงานประสิทธิภาพเว็บไซต์ประจำเดือน', 'ฝ่ายบริการลูกค้าตอบกลับเร่งด่วนผ่าน LINE'],
   true, 70),
  ('a0000000-0000-4000-8000-000000000008', 'SEO Launch', 'SEO สำหรับเว็บไซต์เปิดใหม่',
   'A one-off technical and on-page SEO package for a new or relaunched site.',
   'แพ็กเกจ Technical SEO และ On-page SEO แบบครั้งเดียว สำหรับเว็บไซต์เปิดใหม่หรือเว็บไซต์ที่เพิ่งปรับโฉม',
   14900, 'THB', '2-3 weeks', '2–3 สัปดาห์', 'seo',
   array['Technical SEO audit', 'Keyword research in Thai and English', 'On-page optimisation of 10 pages', 'Google Search Console setup', 'Google Business Profile setup', 'XML sitemap and robots.txt'],
   array['ตรวจสอบ Technical SEO', 'วิเคราะห์คีย์เวิร์ดภาษาไทยและภาษาอังกฤษ', 'ปรับแต่ง On-page SEO 10 หน้า', 'ตั้งค่า Google Search Console', 'ตั้งค่าโปรไฟล์ธุรกิจใน Google (Google Business Profile)', 'จัดทำ XML Sitemap และ robots.txt'],
   true, 80),
  ('a0000000-0000-4000-8000-000000000009', 'Local SEO Growth', 'Local SEO เพื่อการเติบโต',
   'Three months of local SEO for Bangkok businesses that want to be found on Google Maps.',
   'Local SEO ต่อเนื่อง 3 เดือน สำหรับธุรกิจในกรุงเทพฯ ที่อยากให้ลูกค้าค้นเจอบน Google Maps',
   39000, 'THB', '3 months, one price for all 3', 'ต่อเนื่อง 3 เดือน (ราคารวม 3 เดือน)', 'seo',
   array['Everything in SEO Launch', 'Google Business Profile optimisation', '4 articles per month in Thai or English', 'Local citations in Thai directories', 'Review strategy', 'Monthly ranking report', 'Competitor analysis'],
   array['ทุกอย่างในแพ็กเกจ SEO สำหรับเว็บไซต์เปิดใหม่', 'ปรับแต่งโปรไฟล์ธุรกิจใน Google ให้ติดอันดับ', 'บทความเดือนละ 4 บทความ ภาษาไทยหรือภาษาอังกฤษ', 'ลงข้อมูลธุรกิจในเว็บไดเรกทอรีของไทย (Local Citation)', 'วางกลยุทธ์รีวิวจากลูกค้า', 'รายงานอันดับการค้นหาประจำเดือน', 'วิเคราะห์คู่แข่ง'],
   true, 90),
  ('a0000000-0000-4000-8000-000000000099', 'Landing Page (2024 offer)', 'แลนดิงเพจ (แพ็กเกจปี 2567)',
   'A single landing page. No longer offered; kept for existing quotes.',
   'แลนดิงเพจหน้าเดียว ปัจจุบันไม่เปิดให้บริการแล้ว เก็บไว้สำหรับใบเสนอราคาเดิม',
   6900, 'THB', '1 week', '1 สัปดาห์', 'website',
   array['1 page', 'Mobile-friendly design', 'Contact form', 'Basic SEO setup', '2 weeks of support'],
   array['1 หน้า', 'ดีไซน์รองรับมือถือ', 'แบบฟอร์มติดต่อ', 'ตั้งค่า SEO พื้นฐาน', 'ดูแลหลังส่งมอบ 2 สัปดาห์'],
   false, 100)
on conflict (id) do nothing;

-- The comparison table on the package page: the same rows for every package of a category.
insert into public.package_features (id, package_id, feature_name, feature_value, feature_name_th, feature_value_th, is_included, sort_order)
select md5(f.package_id || f.feature_name)::uuid, f.package_id::uuid, f.feature_name, f.feature_value,
       f.feature_name_th, f.feature_value_th, f.is_included, f.sort_order
from (
  values
    ('a0000000-0000-4000-8000-000000000001', 'Pages', 'Up to 5', 'จำนวนหน้า', 'สูงสุด 5 หน้า', true, 1),
    ('a0000000-0000-4000-8000-000000000001', 'Languages', 'Thai or English', 'ภาษา', 'ไทยหรืออังกฤษ', true, 2),
    ('a0000000-0000-4000-8000-000000000001', 'Mobile-friendly design', 'Included', 'ดีไซน์รองรับมือถือ', 'รวมในแพ็กเกจ', true, 3),
    ('a0000000-0000-4000-8000-000000000001', 'Content management system', 'Not Included', 'ระบบจัดการเนื้อหา (CMS)', 'ไม่รวมในแพ็กเกจ', false, 4),
    ('a0000000-0000-4000-8000-000000000001', 'SEO setup', 'Basic', 'การตั้งค่า SEO', 'พื้นฐาน', true, 5),
    ('a0000000-0000-4000-8000-000000000001', 'Support', '1 month', 'ดูแลหลังส่งมอบ', '1 เดือน', true, 6),

    ('a0000000-0000-4000-8000-000000000002', 'Pages', 'Up to 12', 'จำนวนหน้า', 'สูงสุด 12 หน้า', true, 1),
    ('a0000000-0000-4000-8000-000000000002', 'Languages', 'Thai and English', 'ภาษา', 'ไทยและอังกฤษ', true, 2),
    ('a0000000-0000-4000-8000-000000000002', 'Mobile-friendly design', 'Included', 'ดีไซน์รองรับมือถือ', 'รวมในแพ็กเกจ', true, 3),
    ('a0000000-0000-4000-8000-000000000002', 'Content management system', 'Included', 'ระบบจัดการเนื้อหา (CMS)', 'รวมในแพ็กเกจ', true, 4),
    ('a0000000-0000-4000-8000-000000000002', 'SEO setup', 'On-page, every page', 'การตั้งค่า SEO', 'On-page ทุกหน้า', true, 5),
    ('a0000000-0000-4000-8000-000000000002', 'Third-party integrations', 'Not Included', 'เชื่อมต่อระบบภายนอก', 'ไม่รวมในแพ็กเกจ', false, 6),
    ('a0000000-0000-4000-8000-000000000002', 'Support', '3 months', 'ดูแลหลังส่งมอบ', '3 เดือน', true, 7),

    ('a0000000-0000-4000-8000-000000000003', 'Pages', 'Up to 30', 'จำนวนหน้า', 'สูงสุด 30 หน้า', true, 1),
    ('a0000000-0000-4000-8000-000000000003', 'Languages', 'Thai, English and one more', 'ภาษา', 'ไทย อังกฤษ และอีก 1 ภาษา', true, 2),
    ('a0000000-0000-4000-8000-000000000003', 'Mobile-friendly design', 'Included', 'ดีไซน์รองรับมือถือ', 'รวมในแพ็กเกจ', true, 3),
    ('a0000000-0000-4000-8000-000000000003', 'Content management system', 'Included', 'ระบบจัดการเนื้อหา (CMS)', 'รวมในแพ็กเกจ', true, 4),
    ('a0000000-0000-4000-8000-000000000003', 'SEO setup', 'Advanced, with schema markup', 'การตั้งค่า SEO', 'ขั้นสูง พร้อม Schema Markup', true, 5),
    ('a0000000-0000-4000-8000-000000000003', 'Third-party integrations', 'CRM or booking', 'เชื่อมต่อระบบภายนอก', 'CRM หรือระบบจอง', true, 6),
    ('a0000000-0000-4000-8000-000000000003', 'Support', '6 months', 'ดูแลหลังส่งมอบ', '6 เดือน', true, 7),

    ('a0000000-0000-4000-8000-000000000004', 'Products', 'Up to 100', 'จำนวนสินค้า', 'สูงสุด 100 รายการ', true, 1),
    ('a0000000-0000-4000-8000-000000000004', 'Payments', 'PromptPay QR and cards', 'ช่องทางชำระเงิน', 'QR พร้อมเพย์และบัตร', true, 2),
    ('a0000000-0000-4000-8000-000000000004', 'Languages', 'Thai and English', 'ภาษา', 'ไทยและอังกฤษ', true, 3),
    ('a0000000-0000-4000-8000-000000000004', 'Customer accounts', 'Not Included', 'บัญชีลูกค้า', 'ไม่รวมในแพ็กเกจ', false, 4),
    ('a0000000-0000-4000-8000-000000000004', 'Marketplace sync', 'Not Included', 'ซิงก์กับมาร์เก็ตเพลส', 'ไม่รวมในแพ็กเกจ', false, 5),
    ('a0000000-0000-4000-8000-000000000004', 'Support', '3 months', 'ดูแลหลังส่งมอบ', '3 เดือน', true, 6),

    ('a0000000-0000-4000-8000-000000000005', 'Products', 'Unlimited', 'จำนวนสินค้า', 'ไม่จำกัด', true, 1),
    ('a0000000-0000-4000-8000-000000000005', 'Payments', 'PromptPay, cards, bank transfer', 'ช่องทางชำระเงิน', 'พร้อมเพย์ บัตร และโอนผ่านธนาคาร', true, 2),
    ('a0000000-0000-4000-8000-000000000005', 'Languages', 'Thai and English', 'ภาษา', 'ไทยและอังกฤษ', true, 3),
    ('a0000000-0000-4000-8000-000000000005', 'Customer accounts', 'Included', 'บัญชีลูกค้า', 'รวมในแพ็กเกจ', true, 4),
    ('a0000000-0000-4000-8000-000000000005', 'Marketplace sync', 'Shopee and Lazada', 'ซิงก์กับมาร์เก็ตเพลส', 'Shopee และ Lazada', true, 5),
    ('a0000000-0000-4000-8000-000000000005', 'Support', '6 months', 'ดูแลหลังส่งมอบ', '6 เดือน', true, 6),

    ('a0000000-0000-4000-8000-000000000006', 'Updates', 'Monthly', 'การอัปเดต', 'ทุกเดือน', true, 1),
    ('a0000000-0000-4000-8000-000000000006', 'Backups', 'Daily', 'สำรองข้อมูล', 'ทุกวัน', true, 2),
    ('a0000000-0000-4000-8000-000000000006', 'Content edits', '2 per month', 'แก้ไขเนื้อหา', '2 ครั้งต่อเดือน', true, 3),
    ('a0000000-0000-4000-8000-000000000006', 'Performance report', 'Not Included', 'รายงานประสิทธิภาพ', 'ไม่รวมในแพ็กเกจ', false, 4),
    ('a0000000-0000-4000-8000-000000000006', 'Support channel', 'E-mail', 'ช่องทางติดต่อฝ่ายบริการลูกค้า', 'อีเมล', true, 5),

    ('a0000000-0000-4000-8000-000000000007', 'Updates', 'Weekly', 'การอัปเดต', 'ทุกสัปดาห์', true, 1),
    ('a0000000-0000-4000-8000-000000000007', 'Backups', 'Daily, 90-day history', 'สำรองข้อมูล', 'ทุกวัน เก็บย้อนหลัง 90 วัน', true, 2),
    ('a0000000-0000-4000-8000-000000000007', 'Content edits', '8 per month', 'แก้ไขเนื้อหา', '8 ครั้งต่อเดือน', true, 3),
    ('a0000000-0000-4000-8000-000000000007', 'Performance report', 'Monthly', 'รายงานประสิทธิภาพ', 'ทุกเดือน', true, 4),
    ('a0000000-0000-4000-8000-000000000007', 'Support channel', 'LINE, priority', 'ช่องทางติดต่อฝ่ายบริการลูกค้า', 'LINE แบบเร่งด่วน', true, 5),

    ('a0000000-0000-4000-8000-000000000008', 'Keyword research', 'Thai and English', 'วิเคราะห์คีย์เวิร์ด', 'ไทยและอังกฤษ', true, 1),
    ('a0000000-0000-4000-8000-000000000008', 'Pages optimised', '10', 'หน้าที่ปรับแต่ง SEO', '10 หน้า', true, 2),
    ('a0000000-0000-4000-8000-000000000008', 'Google Business Profile', 'Setup', 'โปรไฟล์ธุรกิจใน Google', 'ตั้งค่า', true, 3),
    ('a0000000-0000-4000-8000-000000000008', 'Articles', 'Not Included', 'บทความ', 'ไม่รวมในแพ็กเกจ', false, 4),
    ('a0000000-0000-4000-8000-000000000008', 'Monthly reporting', 'Not Included', 'รายงานประจำเดือน', 'ไม่รวมในแพ็กเกจ', false, 5),

    ('a0000000-0000-4000-8000-000000000009', 'Keyword research', 'Thai and English', 'วิเคราะห์คีย์เวิร์ด', 'ไทยและอังกฤษ', true, 1),
    ('a0000000-0000-4000-8000-000000000009', 'Pages optimised', 'Whole site', 'หน้าที่ปรับแต่ง SEO', 'ทั้งเว็บไซต์', true, 2),
    ('a0000000-0000-4000-8000-000000000009', 'Google Business Profile', 'Setup and optimisation', 'โปรไฟล์ธุรกิจใน Google', 'ตั้งค่าและปรับแต่ง', true, 3),
    ('a0000000-0000-4000-8000-000000000009', 'Articles', '4 per month', 'บทความ', '4 บทความต่อเดือน', true, 4),
    ('a0000000-0000-4000-8000-000000000009', 'Monthly reporting', 'Included', 'รายงานประจำเดือน', 'รวมในแพ็กเกจ', true, 5),

    ('a0000000-0000-4000-8000-000000000099', 'Pages', '1', 'จำนวนหน้า', '1 หน้า', true, 1),
    ('a0000000-0000-4000-8000-000000000099', 'Content management system', 'Not Included', 'ระบบจัดการเนื้อหา (CMS)', 'ไม่รวมในแพ็กเกจ', false, 2),
    ('a0000000-0000-4000-8000-000000000099', 'Support', '2 weeks', 'ดูแลหลังส่งมอบ', '2 สัปดาห์', true, 3)
) as f (package_id, feature_name, feature_value, feature_name_th, feature_value_th, is_included, sort_order)
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

-- The Thai versions of the published posts (the same texts as migrations/20261126200000_blog_thai_versions.sql,
-- which gives them to databases seeded before it). The spaces before ๆ are no-break spaces (U+00A0).
update public.blog_posts
set
  title_th = 'เว็บไซต์ธุรกิจไทยควรมีทั้งภาษาไทยและภาษาอังกฤษ เพราะอะไร',
  slug_th = 'website-thurakit-thai-song-phasa',
  excerpt_th = 'ลูกค้าส่วนใหญ่ค้นหาเป็นภาษาไทย แต่คู่ค้า ชาวต่างชาติ และนักท่องเที่ยวค้นหาเป็นภาษาอังกฤษ มาดูวิธีดูแลลูกค้าทั้งสองกลุ่มโดยไม่ต้องทำงานเพิ่มเป็นสองเท่า',
  category_th = 'ออกแบบเว็บไซต์',
  tags_th = array['เว็บไซต์สองภาษา', 'ภาษาไทย', 'SEO', 'hreflang'],
  meta_title_th = 'เว็บไซต์ธุรกิจไทยควรมีทั้งภาษาไทยและภาษาอังกฤษ',
  meta_description_th = 'เว็บไซต์สองภาษาไทยและอังกฤษช่วยให้ได้ลูกค้ามากขึ้นอย่างไร และทำอย่างไรไม่ให้งานเพิ่มเป็นสองเท่า',
  meta_keywords_th = 'เว็บไซต์สองภาษา, เว็บไซต์ภาษาไทย, hreflang, ฟอนต์ภาษาไทย',
  content_th = $html$
<p>เว็บไซต์ที่มีภาษาเดียวทำให้เสียลูกค้าไปโดยไม่รู้ตัว คนไทยส่วนใหญ่ค้นหา เปรียบเทียบ และตัดสินใจซื้อเป็นภาษาไทย ส่วนคู่ค้า ชาวต่างชาติที่อาศัยในไทย นักท่องเที่ยว และลูกค้าจากประเทศเพื่อนบ้านในอาเซียนมักค้นหาคุณเป็นภาษาอังกฤษ เว็บไซต์สองภาษาช่วยให้ทั้งสองกลุ่มเชื่อมั่นในธุรกิจของคุณตั้งแต่แรกเห็น</p>
<h2>แปลความตั้งใจ ไม่ใช่แปลทีละคำ</h2>
<p>ผู้อ่านภาษาไทยและภาษาอังกฤษมองหาสิ่งที่ต่างกัน ลูกค้าคนไทยมักมองหาช่องทางติดต่อทาง LINE เบอร์โทรศัพท์ และความมั่นใจว่ามีทีมงานตัวจริงอยู่เบื้องหลัง ส่วนผู้อ่านภาษาอังกฤษมักอยากเห็นราคา ขั้นตอนการทำงาน และผลงานก่อนติดต่อ จึงควรเขียนแต่ละภาษาให้เหมาะกับผู้อ่านของภาษานั้น แทนการนำข้อความเดียวกันไปผ่านเครื่องมือแปล</p>
<ul>
  <li>ใช้โครงสร้างหน้าเหมือนกันทั้งสองภาษา เพื่อให้ผู้เข้าชมสลับภาษาได้โดยไม่หลงทาง</li>
  <li>วางปุ่มเปลี่ยนภาษาไว้ที่ส่วนหัวของเว็บไซต์ ตรงที่ทุกคนคุ้นเคย และจดจำภาษาที่ผู้เข้าชมเลือกไว้</li>
  <li>ปรับวันที่ ราคาเป็นเงินบาท และรูปแบบเบอร์โทรศัพท์ให้เข้ากับแต่ละภาษาด้วย ไม่ใช่แปลเฉพาะประโยค</li>
</ul>
<h2>ให้ค้นเจอได้ทั้งสองภาษา</h2>
<p>เครื่องมือค้นหามองแต่ละภาษาเป็นคนละหน้า ให้ทุกหน้ามี URL ของตัวเอง (เช่น <code>/th/services</code> และ <code>/services</code>) เชื่อมหน้าคู่กันด้วยแท็ก <code>hreflang</code> และเขียนชื่อหน้ากับคำอธิบายแยกกันในแต่ละภาษา Google จะได้แสดงผลภาษาไทยให้คนที่ค้นหาเป็นภาษาไทย และแสดงผลภาษาอังกฤษให้คนอื่น ๆ</p>
<h2>เลือกฟอนต์ที่แสดงภาษาไทยได้สวย</h2>
<p>ฟอนต์จากต่างประเทศหลายตัวไม่มีตัวอักษรไทย เบราว์เซอร์จึงไปใช้ฟอนต์ของระบบแทน และดีไซน์ก็เพี้ยนไป ควรเลือกฟอนต์ที่ออกแบบมาสำหรับภาษาไทย เช่น Noto Sans Thai หรือ IBM Plex Sans Thai ตรวจระยะห่างระหว่างบรรทัด (ภาษาไทยต้องการพื้นที่สำหรับสระและวรรณยุกต์มากกว่า) และโหลดเฉพาะน้ำหนักตัวอักษรที่ใช้จริง</p>
<h2>เริ่มจากเล็ก ๆ แล้วค่อยขยาย</h2>
<p>ไม่จำเป็นต้องมีทุกหน้าครบสองภาษาตั้งแต่วันแรก เริ่มจากหน้าที่นำลูกค้ามาหาคุณ ได้แก่ หน้าแรก บริการ ราคา และช่องทางติดต่อ แล้วค่อยเพิ่มบล็อกและผลงานในภายหลัง สิ่งสำคัญคือผู้เข้าชมไม่ว่าจะใช้ภาษาใด เข้าใจได้ว่าคุณให้บริการอะไร และติดต่อคุณได้ภายในหนึ่งนาที</p>
$html$
where id = 'b0000000-0000-4000-8000-000000000001' and title_th is null;

update public.blog_posts
set
  title_th = 'พร้อมเพย์ LINE และมือถือ: สิ่งที่นักช้อปชาวไทยคาดหวังจากร้านค้าออนไลน์',
  slug_th = 'promptpay-line-mue-thue-ran-kha-online',
  excerpt_th = 'คนไทยซื้อของผ่านมือถือ จ่ายด้วย QR และถามข้อมูลทางแชต ร้านค้าออนไลน์ที่เข้ากับพฤติกรรมเหล่านี้ปิดการขายได้มากกว่า',
  category_th = 'อีคอมเมิร์ซ',
  tags_th = array['อีคอมเมิร์ซ', 'พร้อมเพย์', 'LINE', 'มือถือ'],
  meta_title_th = 'สิ่งที่นักช้อปชาวไทยคาดหวังจากร้านค้าออนไลน์',
  meta_description_th = 'พร้อมเพย์ แชต LINE และหน้าชำระเงินที่ออกแบบเพื่อมือถือ: พฤติกรรมของนักช้อปออนไลน์ชาวไทย และวิธีออกแบบร้านค้าให้ตอบโจทย์',
  meta_keywords_th = 'อีคอมเมิร์ซไทย, พร้อมเพย์, LINE Official Account, ชำระเงินผ่านมือถือ',
  content_th = $html$
<p>การช้อปออนไลน์ในไทยเกิดขึ้นบนสมาร์ทโฟนเป็นหลัก และลูกค้าก็พาความเคยชินจากมาร์เก็ตเพลสและการขายผ่านโซเชียลมาด้วย ร้านที่ใช้งานได้คุ้นมือจะปิดการขายได้ ส่วนร้านที่ขอเลขบัตรเครดิตผ่านแบบฟอร์มยาวเหยียด ที่ออกแบบมาสำหรับคอมพิวเตอร์มักเสียลูกค้าไป</p>
<h2>รับชำระเงินด้วยช่องทางที่ลูกค้าใช้จริง</h2>
<p>การจ่ายผ่าน QR พร้อมเพย์เป็นทางเลือกประจำวันของลูกค้าคนไทยจำนวนมาก สแกนด้วยแอปธนาคาร กดยืนยัน เท่านี้ก็เรียบร้อย ควรมีพร้อมเพย์ไว้คู่กับบัตร และแสดง QR ให้ใหญ่พอที่จะสแกนจากอีกเครื่องได้ ยืนยันการชำระเงินให้อัตโนมัติ แทนการขอให้ลูกค้าอัปโหลดสลิปโอนเงิน</p>
<ul>
  <li>QR พร้อมเพย์ สำหรับการโอนเงินผ่านธนาคารทันที</li>
  <li>บัตรเครดิตและบัตรเดบิต สำหรับลูกค้าจากต่างประเทศ</li>
  <li>แสดงยอดรวมเป็นเงินบาทให้ชัดเจน รวมค่าจัดส่ง ก่อนถึงขั้นตอนชำระเงิน</li>
</ul>
<h2>ให้ลูกค้าทักแชตได้ง่าย</h2>
<p>ผู้ซื้อจำนวนมากอยากถามก่อนจ่ายเงิน ปุ่ม LINE Official Account ที่มองเห็นชัด พร้อมข้อความตอบกลับอัตโนมัติเรื่องระยะเวลาจัดส่งและไซซ์ จะตอบคำถามลูกค้าได้ในช่องทางที่เขาใช้อยู่แล้ว ส่งอีเมลยืนยันคำสั่งซื้อ และส่งทาง LINE ด้วยหากลูกค้ายินยอม</p>
<h2>ออกแบบให้ใช้นิ้วโป้งได้สะดวก</h2>
<p>วางราคาและปุ่มสั่งซื้อไว้ในระยะที่นิ้วเอื้อมถึง ทำแบบฟอร์มให้สั้น เปิดแป้นพิมพ์ตัวเลขสำหรับเบอร์โทรศัพท์และรหัสไปรษณีย์ และให้ลูกค้าสั่งซื้อได้โดยไม่ต้องสร้างบัญชี บีบอัดรูปสินค้า แล้วทดสอบร้านบนมือถือ Android ระดับกลางผ่านเน็ตมือถือ เพราะนั่นคือสิ่งที่ลูกค้าส่วนใหญ่จะเห็นจริง</p>
<h2>ดูแลข้อมูลส่วนบุคคลตาม PDPA</h2>
<p>พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) ใช้กับทุกร้านที่เก็บชื่อ ที่อยู่ และเบอร์โทรศัพท์ ขอเฉพาะข้อมูลที่จำเป็นต่อการจัดส่ง อธิบายเหตุผลด้วยภาษาที่เข้าใจง่าย และมีลิงก์ไปยังนโยบายความเป็นส่วนตัวฉบับกระชับจากหน้าชำระเงิน</p>
$html$
where id = 'b0000000-0000-4000-8000-000000000002' and title_th is null;

update public.blog_posts
set
  title_th = 'Local SEO ในกรุงเทพฯ: ทำอย่างไรให้ลูกค้าค้นเจอบน Google Maps',
  slug_th = 'local-seo-krungthep-google-maps',
  excerpt_th = 'เมื่อคนแถวนั้นค้นหาสินค้าหรือบริการแบบที่คุณขาย ผลการค้นหาบนแผนที่คือสิ่งที่ตัดสินว่าลูกค้าจะโทรหาร้านไหน นี่คือ 5 ขั้นตอนที่ช่วยให้ธุรกิจของคุณขึ้นไปอยู่ตรงนั้น',
  category_th = 'การทำ SEO',
  tags_th = array['SEO', 'Local SEO', 'Google Maps', 'กรุงเทพฯ'],
  meta_title_th = 'Local SEO ในกรุงเทพฯ: ให้ลูกค้าค้นเจอบน Google Maps',
  meta_description_th = '5 ขั้นตอนที่ธุรกิจในกรุงเทพฯ ทำได้เองเพื่อขึ้นผลการค้นหาบน Google Maps: โปรไฟล์ ข้อมูลที่ตรงกัน หน้าเฉพาะพื้นที่ รีวิว และความเร็ว',
  meta_keywords_th = 'Local SEO กรุงเทพ, Google Business Profile, ติดอันดับ Google Maps',
  content_th = $html$
<p>สำหรับร้านอาหาร คลินิก ร้านเสริมสวย ร้านค้า และธุรกิจบริการในกรุงเทพฯ ผลการค้นหาบนแผนที่ที่ขึ้นเป็นกลุ่มแรกของ Google ทำให้มีลูกค้าโทรเข้ามามากกว่าตำแหน่งไหน ๆ และการได้ขึ้นไปอยู่ตรงนั้นไม่ได้อยู่ที่งบประมาณ แต่อยู่ที่ข้อมูลธุรกิจที่ครบถ้วนและตรงกันทุกที่</p>
<h2>1. ยืนยันและกรอกข้อมูลใน Google Business Profile ให้ครบ</h2>
<p>ยืนยันความเป็นเจ้าของโปรไฟล์ เลือกหมวดหมู่หลักที่ตรงที่สุด และกรอกข้อมูลให้ครบทุกช่อง ทั้งเวลาทำการ (รวมวันหยุดนักขัตฤกษ์) เบอร์โทรศัพท์ เว็บไซต์ บริการ และคุณสมบัติของร้าน เขียนคำอธิบายธุรกิจทั้งภาษาไทยและภาษาอังกฤษ</p>
<h2>2. ใช้ชื่อ ที่อยู่ และเบอร์โทรศัพท์เดียวกันทุกที่</h2>
<p>ใช้ชื่อธุรกิจ ที่อยู่ และเบอร์โทรศัพท์ที่ตรงกันทุกตัวอักษร ทั้งบนเว็บไซต์ โปรไฟล์ Google, Facebook, LINE และเว็บไดเรกทอรีของไทย ความต่างเล็ก ๆ เช่น ลืมใส่เลขซอย ทำให้ Google มั่นใจได้ยากขึ้นว่าเป็นธุรกิจเดียวกัน</p>
<h2>3. ทำหน้าเฉพาะให้แต่ละสาขาและแต่ละบริการ</h2>
<p>หากคุณให้บริการทั้งย่านสุขุมวิทและสีลม หรือมีบริการหลายอย่างที่ต่างกันชัดเจน ให้ทำหน้าแยกสำหรับแต่ละสาขาหรือบริการ พร้อมรายละเอียดจริง เช่น วิธีเดินทางจากสถานี BTS หรือ MRT ที่ใกล้ที่สุด รูปภาพ ราคา และคำถามที่พบบ่อยทั้งสองภาษา</p>
<h2>4. ขอรีวิวและตอบกลับทุกรีวิว</h2>
<ul>
  <li>ขอรีวิวจากลูกค้าที่พอใจทันทีหลังใช้บริการ ด้วยลิงก์สั้น ๆ หรือ QR</li>
  <li>ตอบกลับทุกรีวิว ทั้งบวกและลบ อย่างสุภาพ และใช้ภาษาเดียวกับผู้รีวิว</li>
  <li>อย่าซื้อรีวิว เพราะผิดกฎของ Google และลูกค้าก็สังเกตได้</li>
</ul>
<h2>5. ทำเว็บไซต์ให้เร็วและชัดเจนบนมือถือ</h2>
<p>การค้นหาธุรกิจใกล้ตัวส่วนใหญ่เกิดบนมือถือ และมักเกิดระหว่างเดินทาง หน้าเว็บที่โหลดเสร็จในสองวินาที แสดงที่อยู่ มีปุ่มกดโทรออก และลิงก์ไปยังแผนที่ จะเปลี่ยนการค้นหาให้กลายเป็นการแวะมาที่ร้าน</p>
$html$
where id = 'b0000000-0000-4000-8000-000000000003' and title_th is null;
