-- The Thai review's round two (issue 26) for the package catalogue:
-- * a care plan's price is for its 12-month contract, and the page said neither "per year" nor "per
--   month" beside ฿12,900 (both languages); the SEO retainer's price is for its three months;
-- * ranges take an en dash (4–6 สัปดาห์, เว็บไซต์ 1–5 หน้า), as the glossary asks;
-- * 'SEO เปิดตัวเว็บไซต์' read as "SEO that launches the site": 'SEO สำหรับเว็บไซต์เปิดใหม่';
--   the accessibility review names the term the buyer will meet (Accessibility).
--
-- As in 20261124100000_thai_glossary_catalogue.sql, each update changes a text only while it is still
-- the one seed.sql wrote, so an admin's edit is left alone; seed.sql carries the same texts for
-- databases created from now on (it runs after the migrations).

update public.packages
set delivery_time = '12-month contract, priced per year', delivery_time_th = 'สัญญา 12 เดือน (ราคาต่อปี)'
where id in ('a0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000007')
  and delivery_time = '12 months' and delivery_time_th = 'สัญญา 12 เดือน';

update public.packages
set delivery_time = '3 months, one price for all 3', delivery_time_th = 'ต่อเนื่อง 3 เดือน (ราคารวม 3 เดือน)'
where id = 'a0000000-0000-4000-8000-000000000009' and delivery_time = '3 months' and delivery_time_th = 'ต่อเนื่อง 3 เดือน';

-- Seeded ranges (delivery times and descriptions): a hyphen between two numbers before a Thai unit.
update public.packages
set delivery_time_th = regexp_replace(delivery_time_th, '^(\d+)-(\d+) สัปดาห์$', '\1–\2 สัปดาห์')
where id::text like 'a0000000-0000-4000-8000-%' and delivery_time_th ~ '^\d+-\d+ สัปดาห์$';

update public.packages
set description_th = replace(description_th, 'เว็บไซต์ 1-5 หน้า', 'เว็บไซต์ 1–5 หน้า')
where id = 'a0000000-0000-4000-8000-000000000001' and description_th like 'เว็บไซต์ 1-5 หน้า%';

update public.packages
set name_th = 'SEO สำหรับเว็บไซต์เปิดใหม่'
where id = 'a0000000-0000-4000-8000-000000000008' and name_th = 'SEO เปิดตัวเว็บไซต์';

update public.packages
set features_th = array_replace(features_th, 'ทุกอย่างในแพ็กเกจ SEO เปิดตัวเว็บไซต์', 'ทุกอย่างในแพ็กเกจ SEO สำหรับเว็บไซต์เปิดใหม่')
where id = 'a0000000-0000-4000-8000-000000000009';

update public.packages
set features_th = array_replace(
  features_th,
  'ตรวจสอบการเข้าถึงเว็บไซต์ตามมาตรฐาน WCAG 2.2 AA',
  'ตรวจสอบการเข้าถึงได้ (Accessibility) ตามมาตรฐาน WCAG 2.2 AA'
)
where id = 'a0000000-0000-4000-8000-000000000003';
