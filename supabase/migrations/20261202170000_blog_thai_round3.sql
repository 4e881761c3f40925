-- Thai blog, round three (issue 39, THAI-REVIEW.md round 3 items 2, 3, 31 and 32): the reviewer's
-- corrections to the Thai versions of the three seeded posts. Each replaces the seeded wording only
-- where it is still there, so a post the studio has since edited keeps the studio's text; seed.sql
-- carries the corrected texts for databases created from now on.

update public.blog_posts
set
  content_th = replace(replace(content_th, 'ลูกค้าในภูมิภาคมักค้นหาคุณเป็นภาษาอังกฤษ', 'ลูกค้าจากประเทศเพื่อนบ้านในอาเซียนมักค้นหาคุณเป็นภาษาอังกฤษ'), 'ให้ทุกหน้ามีที่อยู่ของตัวเอง', 'ให้ทุกหน้ามี URL ของตัวเอง')
where id = 'b0000000-0000-4000-8000-000000000001' and title_th is not null;

update public.blog_posts
set
  content_th = replace(replace(replace(content_th, '<h2>เคารพข้อมูลส่วนบุคคล</h2>', '<h2>ดูแลข้อมูลส่วนบุคคลตาม PDPA</h2>'), 'พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล (PDPA)', 'พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)'), 'แบบฟอร์มแน่น ๆ', 'แบบฟอร์มยาวเหยียด')
where id = 'b0000000-0000-4000-8000-000000000002' and title_th is not null;

update public.blog_posts
set
  content_th = replace(replace(content_th, 'บริษัทรับบริการ', 'ธุรกิจบริการ'), 'กลุ่มผลการค้นหาบนแผนที่ที่อยู่ด้านบนสุดของ Google นำสายโทรเข้ามามากกว่าตำแหน่งอื่นใด การจะขึ้นไปอยู่ตรงนั้นไม่ได้ขึ้นกับงบประมาณเท่ากับความครบถ้วนและความสม่ำเสมอของข้อมูลธุรกิจ', 'ผลการค้นหาบนแผนที่ที่ขึ้นเป็นกลุ่มแรกของ Google ทำให้มีลูกค้าโทรเข้ามามากกว่าตำแหน่งไหน ๆ และการได้ขึ้นไปอยู่ตรงนั้นไม่ได้อยู่ที่งบประมาณ แต่อยู่ที่ข้อมูลธุรกิจที่ครบถ้วนและตรงกันทุกที่'),
  excerpt_th = replace(excerpt_th, 'ผลการค้นหาบนแผนที่คือสิ่งที่ตัดสินว่าใครจะได้รับสาย', 'ผลการค้นหาบนแผนที่คือสิ่งที่ตัดสินว่าลูกค้าจะโทรหาร้านไหน')
where id = 'b0000000-0000-4000-8000-000000000003' and title_th is not null;
