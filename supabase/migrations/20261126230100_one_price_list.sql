-- One price list (issue 25 item 4, docs/decisions/0038-one-price-list.md). The wizard's tiers are the
-- spec's and stay (a site from 15,000 baht in 2-4 weeks; an online shop from 25,000 plus its e-commerce
-- integration, 5,000, which the wizard always pre-selects for a shop: 30,000 in 4-6 weeks). The lowest
-- active package of each kind now costs what the wizard's smallest plan of that kind costs, and takes as
-- long: the catalogue had a site at 9,900 and a shop at 35,000. /services reads these rows at build time.
--
-- As in 20261124100000_thai_glossary_catalogue.sql, each update changes a row only while it still holds
-- what seed.sql wrote, so an admin's edit is left alone; seed.sql carries the same figures for databases
-- created from now on (it runs after the migrations).

update public.packages
set price = 15000, delivery_time = '2-4 weeks', delivery_time_th = '2–4 สัปดาห์'
where id = 'a0000000-0000-4000-8000-000000000001'
  and price = 9900 and delivery_time = '1-2 weeks';

update public.packages
set price = 30000, delivery_time = '4-6 weeks', delivery_time_th = '4–6 สัปดาห์'
where id = 'a0000000-0000-4000-8000-000000000004'
  and price = 35000 and delivery_time = '3-4 weeks';
