// Issue 26: the Thai blog. The seeded posts have Thai versions written for Thai readers, with Thai
// categories and tags, that follow the Thai glossary; a post's tags and image alt text are its
// version's own; /th lists the Thai versions (the feed takes the same list); and the migration that
// brings the Thai versions to a database seeded before it leaves an admin's own translation alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPost, savePost } from '../../../src/server/blog/admin';
import { getPublishedPost, listPublishedPosts } from '../../../src/server/blog/posts';
import type { DatabaseEngine } from '../../../src/server/db/types';
import type { RebuildPort } from '../../../src/server/site/rebuild';
import type { SocialPort } from '../../../src/server/social/types';
import { hasThai, thaiCopyProblems } from '../../unit/i18n/thaiGlossary';
import { createUser, setProfileRole, type User } from '../support/actors';
import { SUPABASE_DIR, engines, openTestDatabase, type TestDatabase } from '../support/database';
import { postInput } from '../support/rows';
import { SEED } from '../support/seed';

const MIGRATION = '20261126200000_blog_thai_versions.sql';
const ROUND_3 = '20261202170000_blog_thai_round3.sql';
/** The reviewer's round-3 wording (THAI-REVIEW.md items 2, 3, 31, 32) and what it replaced. */
const ROUND_3_WORDING = [
  ['ลูกค้าในภูมิภาค', 'ลูกค้าจากประเทศเพื่อนบ้านในอาเซียน'],
  ['ให้ทุกหน้ามีที่อยู่ของตัวเอง', 'ให้ทุกหน้ามี URL ของตัวเอง'],
  ['<h2>เคารพข้อมูลส่วนบุคคล</h2>', '<h2>ดูแลข้อมูลส่วนบุคคลตาม PDPA</h2>'],
  ['แบบฟอร์มแน่น', 'แบบฟอร์มยาวเหยียด'],
  ['บริษัทรับบริการ', 'ธุรกิจบริการ'],
  ['นำสายโทรเข้ามา', 'ทำให้มีลูกค้าโทรเข้ามา'],
  ['ใครจะได้รับสาย', 'ลูกค้าจะโทรหาร้านไหน'],
] as const;
const NOW = new Date('2026-11-26T03:00:00.000Z');
const rebuild: RebuildPort = { request: () => Promise.resolve({ status: 'live' }) };
const social = { post: () => Promise.reject(new Error('auto-post is off in these tests')) } as unknown as SocialPort;
const published = [SEED.posts.bilingualWebsite, SEED.posts.thaiShoppers, SEED.posts.localSeo];

interface ThaiRow {
  id: string;
  title_th: string | null;
  slug_th: string | null;
  excerpt_th: string | null;
  category_th: string | null;
  tags_th: string[];
  meta_title_th: string | null;
  meta_description_th: string | null;
  meta_keywords_th: string | null;
  content_th: string | null;
}

/** An article's Thai text as a reader meets it: each element's text, tags removed. */
const textsOfHtml = (html: string) =>
  html
    .split(/<\/?(?:h\d|p|li|ul|ol)\b[^>]*>/)
    .map((text) =>
      text
        .replace(/<[^>]+>/g, '')
        .replace(/[ \t\r\n]+/g, ' ')
        .trim(),
    )
    .filter(hasThai);

describe.each(engines)('the Thai blog on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;

  const thaiRows = () =>
    db.asService((tx) =>
      tx.query<ThaiRow>(
        `select id, title_th, slug_th, excerpt_th, category_th, tags_th, meta_title_th, meta_description_th, meta_keywords_th, content_th
         from public.blog_posts where id = any($1::uuid[]) order by id`,
        [published],
      ),
    );

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `th-blog-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
  }, 120_000);
  afterAll(() => test.close());

  it('gives every published seeded post a Thai version, with Thai categories and tags, that follows the glossary', async () => {
    const rows = await thaiRows();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.title_th, row.id).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.slug_th, row.id).toMatch(/^[a-z0-9-]+$/);
      expect(row.category_th, row.id).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.tags_th.some(hasThai), row.id).toBe(true);
      const texts: [string, string | null][] = [
        ['title_th', row.title_th],
        ['excerpt_th', row.excerpt_th],
        ['category_th', row.category_th],
        ['meta_title_th', row.meta_title_th],
        ['meta_description_th', row.meta_description_th],
        ['meta_keywords_th', row.meta_keywords_th],
        ...row.tags_th.map((tag, i): [string, string] => [`tags_th[${i}]`, tag]),
        ...textsOfHtml(row.content_th ?? '').map((text, i): [string, string] => [`content_th ${i}`, text]),
      ];
      expect(texts.length).toBeGreaterThan(15);
      for (const [where, text] of texts) {
        expect(text, `${row.id} ${where}`).toBeTruthy();
        expect(thaiCopyProblems(text ?? ''), `${row.id} ${where}: ${text}`).toEqual([]);
      }
    }
  });

  it('lists the seeded posts in Thai under /th (what /th/blog and /th/rss.xml show), and in English under /', async () => {
    const thai = (await listPublishedPosts(db, 'th')).filter((post) => published.includes(post.id as (typeof published)[number]));
    expect(thai).toHaveLength(3);
    for (const post of thai) {
      expect(post.lang).toBe('th');
      expect(post.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(post.paths.th).toMatch(/^\/th\/blog\/[a-z0-9-]+$/);
    }
    const english = (await listPublishedPosts(db, 'en')).filter((post) => published.includes(post.id as (typeof published)[number]));
    expect(english.map((post) => post.lang)).toEqual(['en', 'en', 'en']);
    const page = (await getPublishedPost(db, 'local-seo-krungthep-google-maps', 'th'))?.post;
    expect(page).toMatchObject({ lang: 'th', category: 'การทำ SEO' });
    expect(page?.tags).toContain('กรุงเทพฯ');
    expect(page?.html).toContain('<h2>1. ยืนยันและกรอกข้อมูลใน Google Business Profile ให้ครบ</h2>');
  });

  it("keeps each version's tags and image alt text its own, and refuses Thai tags without a Thai version", async () => {
    const saved = await savePost(
      db,
      admin.claims,
      postInput({
        title: 'Menus that sell',
        content: '<p>An English body.</p>',
        status: 'draft',
        tags: ['menus', 'restaurants'],
        featured_image_url: 'https://images.example/menu.jpg',
        featured_image_alt: 'A printed menu on a cafe table',
        title_th: 'เมนูที่ช่วยขาย',
        content_th: '<p>เนื้อหาภาษาไทย</p>',
        tags_th: ['เมนู', 'ร้านอาหาร'],
        featured_image_alt_th: 'เมนูกระดาษบนโต๊ะในคาเฟ่',
      }),
      NOW,
    );
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.post).toMatchObject({
      tags: ['menus', 'restaurants'],
      tags_th: ['เมนู', 'ร้านอาหาร'],
      featured_image_alt_th: 'เมนูกระดาษบนโต๊ะในคาเฟ่',
    });
    await publishPost({ db, social, rebuild }, admin.claims, saved.post.id, 'https://siampixel.example');

    const thai = (await getPublishedPost(db, saved.post.slug_th ?? '', 'th'))?.post;
    expect(thai).toMatchObject({ tags: ['เมนู', 'ร้านอาหาร'], imageAlt: 'เมนูกระดาษบนโต๊ะในคาเฟ่' });
    const english = (await getPublishedPost(db, saved.post.slug, 'en'))?.post;
    expect(english).toMatchObject({ tags: ['menus', 'restaurants'], imageAlt: 'A printed menu on a cafe table' });

    // Removing the Thai version removes its tags and alt with it.
    const removed = await savePost(
      db,
      admin.claims,
      postInput({ id: saved.post.id, title: 'Menus that sell', content: '<p>An English body.</p>' }),
      NOW,
    );
    expect(removed.ok && removed.post).toMatchObject({ slug_th: null, tags_th: [], featured_image_alt_th: '' });
    await expect(
      db.asOwner((tx) =>
        tx.query(
          `insert into public.blog_posts (title, slug, content, tags_th) values ('Tags only', 'tags-only', '<p>x</p>', array['แท็ก'])`,
        ),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('the migration gives the seeded posts their Thai versions, and leaves a Thai version an admin wrote alone', async () => {
    const sql = await readFile(join(SUPABASE_DIR, 'migrations', MIGRATION), 'utf8');
    // Only the data part: the columns exist already in this migrated database.
    const updates = sql.slice(sql.indexOf('update public.blog_posts'));
    const ROLLBACK = new Error('rollback');
    let after: ThaiRow[] = [];
    await db
      .asOwner(async (tx) => {
        // As a database seeded before the migration: no Thai versions, except one an admin wrote.
        await tx.query(
          `update public.blog_posts set title_th = null, slug_th = null, content_th = null, excerpt_th = null, category_th = null,
             tags_th = '{}', meta_title_th = null, meta_description_th = null, meta_keywords_th = null
           where id = any($1::uuid[])`,
          [published],
        );
        await tx.query(
          `update public.blog_posts set title_th = 'ฉบับของแอดมิน', slug_th = 'admin-own', content_th = '<p>ของแอดมิน</p>' where id = $1`,
          [SEED.posts.localSeo],
        );
        await tx.exec(updates);
        after = await tx.query<ThaiRow>(
          'select id, title_th, slug_th, tags_th from public.blog_posts where id = any($1::uuid[]) order by id',
          [published],
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    const [bilingual, shoppers, localSeo] = after;
    expect(bilingual).toMatchObject({ slug_th: 'website-thurakit-thai-song-phasa' });
    expect(shoppers?.tags_th).toContain('พร้อมเพย์');
    expect(localSeo).toMatchObject({ title_th: 'ฉบับของแอดมิน', slug_th: 'admin-own', tags_th: [] });
  });

  it("carries the reviewer's round-3 wording, and its migration brings a database seeded before it to the same texts", async () => {
    const now = await thaiRows();
    const texts = now.map((row) => `${row.excerpt_th} ${row.content_th}`).join(' ');
    for (const [before, after] of ROUND_3_WORDING) {
      expect(texts).toContain(after);
      expect(texts).not.toContain(before);
    }
    const [first, round3] = await Promise.all([MIGRATION, ROUND_3].map((name) => readFile(join(SUPABASE_DIR, 'migrations', name), 'utf8')));
    const ROLLBACK = new Error('rollback');
    let migrated: ThaiRow[] = [];
    await db
      .asOwner(async (tx) => {
        // A database seeded before round 3: the texts of the first Thai versions, then round 3 itself.
        await tx.query(
          `update public.blog_posts set title_th = null, slug_th = null, content_th = null, excerpt_th = null, category_th = null,
             tags_th = '{}', meta_title_th = null, meta_description_th = null, meta_keywords_th = null, featured_image_alt_th = null
           where id = any($1::uuid[])`,
          [published],
        );
        await tx.exec(first!.slice(first!.indexOf('update public.blog_posts')));
        await tx.exec(round3!);
        migrated = await tx.query<ThaiRow>(
          'select id, excerpt_th, content_th from public.blog_posts where id = any($1::uuid[]) order by id',
          [published],
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(migrated.map(({ id, excerpt_th, content_th }) => ({ id, excerpt_th, content_th }))).toEqual(
      now.map(({ id, excerpt_th, content_th }) => ({ id, excerpt_th, content_th })),
    );
  });
});
