-- X counts every link as 23 characters, so a valid 280-character tweet can hold more raw characters
-- than 280. The application validates the weighted length (twitter-text); the table keeps a sane cap.
alter table public.scheduled_x_posts drop constraint scheduled_x_posts_text_check;
alter table public.scheduled_x_posts
  add constraint scheduled_x_posts_text_check check (char_length(btrim(text)) between 1 and 2000);
