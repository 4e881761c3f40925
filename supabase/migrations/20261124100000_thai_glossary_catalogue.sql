-- The Thai package catalogue follows the Thai glossary (issue 12): a care plan is a แพ็กเกจ, not a แผน;
-- PromptPay is พร้อมเพย์ in Thai text; support as a channel is ฝ่ายบริการลูกค้า; แลนดิงเพจ; a care plan
-- or an SEO retainer runs for a contract length (สัญญา 12 เดือน, ต่อเนื่อง 3 เดือน), which the site shows
-- under "ระยะเวลา", not a delivery time; years in the Buddhist era; ๆ joined with a no-break space.
--
-- Each update changes a text only while it is still the one seeded by seed.sql, so a translation an
-- admin has since edited is left alone, and running this on a database without the seed changes
-- nothing. seed.sql carries the same texts for databases created from now on (it runs after the
-- migrations, so this file cannot fix a database that is being created).

update public.packages
set name_th = 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน'
where id = 'a0000000-0000-4000-8000-000000000006' and name_th = 'แผนดูแลเว็บไซต์ มาตรฐาน';

update public.packages
set name_th = 'แพ็กเกจดูแลเว็บไซต์ พลัส'
where id = 'a0000000-0000-4000-8000-000000000007' and name_th = 'แผนดูแลเว็บไซต์ พลัส';

update public.packages
set description_th = 'ทุกอย่างในแพ็กเกจมาตรฐาน เพิ่มการปรับแต่งประสิทธิภาพ รายงานประจำเดือน และฝ่ายบริการลูกค้าที่ตอบกลับแบบเร่งด่วน'
where id = 'a0000000-0000-4000-8000-000000000007'
  and description_th = 'ทุกอย่างในแผนมาตรฐาน เพิ่มการปรับแต่งประสิทธิภาพ รายงานประจำเดือน และซัพพอร์ตแบบเร่งด่วน';

update public.packages
set delivery_time_th = 'สัญญา 12 เดือน'
where id in ('a0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000007')
  and delivery_time_th = '12 เดือน';

update public.packages
set delivery_time_th = 'ต่อเนื่อง 3 เดือน'
where id = 'a0000000-0000-4000-8000-000000000009' and delivery_time_th = '3 เดือน';

update public.packages
set description_th = 'เว็บไซต์ออกแบบเฉพาะสำหรับองค์กรที่เติบโตแล้ว พร้อมเชื่อมต่อระบบต่าง' || chr(160) || 'ๆ และดีไซน์ซิสเต็มของแบรนด์'
where id = 'a0000000-0000-4000-8000-000000000003'
  and description_th = 'เว็บไซต์ออกแบบเฉพาะสำหรับองค์กรที่เติบโตแล้ว พร้อมเชื่อมต่อระบบต่าง ๆ และดีไซน์ซิสเต็มของแบรนด์';

update public.packages
set name_th = 'แลนดิงเพจ (แพ็กเกจปี 2567)'
where id = 'a0000000-0000-4000-8000-000000000099' and name_th = 'แลนดิ้งเพจ (ข้อเสนอปี 2024)';

update public.packages
set description_th = 'แลนดิงเพจหน้าเดียว ปัจจุบันไม่เปิดให้บริการแล้ว เก็บไว้สำหรับใบเสนอราคาเดิม'
where id = 'a0000000-0000-4000-8000-000000000099'
  and description_th = 'แลนดิ้งเพจหน้าเดียว ปัจจุบันไม่เปิดให้บริการแล้ว เก็บไว้สำหรับใบเสนอราคาเดิม';

-- features_th[i] translates features[i]: array_replace changes the one element and keeps the length.
update public.packages
set features_th = array_replace(features_th, 'รับชำระเงินผ่าน QR PromptPay และบัตร', 'รับชำระเงินผ่าน QR พร้อมเพย์และบัตร')
where id = 'a0000000-0000-4000-8000-000000000004';

update public.packages
set features_th = array_replace(features_th, 'รับชำระผ่าน PromptPay บัตร และโอนเงินผ่านธนาคาร', 'รับชำระผ่านพร้อมเพย์ บัตร และโอนเงินผ่านธนาคาร')
where id = 'a0000000-0000-4000-8000-000000000005';

update public.packages
set features_th = array_replace(features_th, 'ซัพพอร์ตทางอีเมล ตอบกลับภายใน 1 วันทำการ', 'ฝ่ายบริการลูกค้าตอบกลับทางอีเมลภายใน 1 วันทำการ')
where id = 'a0000000-0000-4000-8000-000000000006';

update public.packages
set features_th = array_replace(features_th, 'ซัพพอร์ตเร่งด่วนผ่าน LINE', 'ฝ่ายบริการลูกค้าตอบกลับเร่งด่วนผ่าน LINE')
where id = 'a0000000-0000-4000-8000-000000000007';

-- The comparison rows.
update public.package_features
set feature_name_th = 'ช่องทางติดต่อฝ่ายบริการลูกค้า'
where package_id in ('a0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000007')
  and feature_name = 'Support channel' and feature_name_th = 'ช่องทางซัพพอร์ต';

update public.package_features
set feature_value_th = 'QR พร้อมเพย์และบัตร'
where package_id = 'a0000000-0000-4000-8000-000000000004' and feature_name = 'Payments'
  and feature_value_th = 'QR PromptPay และบัตร';

update public.package_features
set feature_value_th = 'พร้อมเพย์ บัตร และโอนผ่านธนาคาร'
where package_id = 'a0000000-0000-4000-8000-000000000005' and feature_name = 'Payments'
  and feature_value_th = 'PromptPay บัตร และโอนผ่านธนาคาร';
