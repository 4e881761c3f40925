// Thai versions of posts (decision 0022) on the real schema and RLS: the admin saves both versions,
// Thai slugs are unique among Thai slugs only, a Thai-script title takes the English slug, a visitor
// reads the Thai version only once the post is published, and each language's slug finds the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPost, savePost, type AdminPost } from '../../../src/server/blog/admin';
import { getPublishedPost, listPublishedPosts } from '../../../src/server/blog/posts';
import type { DatabaseEngine } from '../../../src/server/db/types';
import type { RebuildPort } from '../../../src/server/site/rebuild';
import type { SocialPort } from '../../../src/server/social/types';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { postInput, type PostInput } from '../support/rows';

const NOW = new Date('2026-11-24T03:00:00.000Z');
const rebuild: RebuildPort = { request: () => Promise.resolve({ status: 'live' }) };
const social = { post: () => Promise.reject(new Error('auto-post is off in these tests')) } as unknown as SocialPort;

const input = (fields: Partial<PostInput> & Pick<PostInput, 'title'>) =>
  postInput({ content: '<p>An English body.</p>', category: 'Design', tags: ['web'], ...fields });

describe.each(engines)('Thai versions of blog posts on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let customer: User;

  const save = async (fields: Parameters<typeof input>[0]): Promise<AdminPost> => {
    const result = await savePost(db, admin.claims, input(fields), NOW);
    if (!result.ok) throw new Error(`could not save ${fields.title}: ${result.error}`);
    return result.post;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `th-editor-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `th-reader-${engine}@example.test` });
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 120_000);
  afterAll(() => test.close());

  it('saves both versions; a Thai-script title takes the English slug, and its own excerpt from its content', async () => {
    const post = await save({
      title: 'Fast Websites for Bangkok Cafes',
      title_th: 'เว็บไซต์ที่โหลดเร็วสำหรับคาเฟ่ในกรุงเทพฯ',
      content_th: '<p>เนื้อหาภาษาไทย <strong>ครบถ้วน</strong></p>',
      category_th: 'การออกแบบ',
      meta_title_th: 'เว็บไซต์เร็วสำหรับคาเฟ่',
    });
    expect(post).toMatchObject({
      slug: 'fast-websites-for-bangkok-cafes',
      slug_th: 'fast-websites-for-bangkok-cafes',
      title_th: 'เว็บไซต์ที่โหลดเร็วสำหรับคาเฟ่ในกรุงเทพฯ',
      excerpt_th: 'เนื้อหาภาษาไทย ครบถ้วน',
      category_th: 'การออกแบบ',
      meta_title_th: 'เว็บไซต์เร็วสำหรับคาเฟ่',
      meta_description_th: '',
    });
  });

  it('keeps Thai slugs unique among Thai slugs only, and a post without a Thai version has none', async () => {
    const english = await save({ title: 'Plain English Post' });
    expect(english).toMatchObject({ slug: 'plain-english-post', slug_th: null, title_th: '', content_th: '' });
    // A Latin-script Thai title gets its own slug; one already taken among Thai slugs gets the timestamp.
    const first = await save({ title: 'Another Post', title_th: 'Plain English Post', content_th: '<p>ไทย</p>' });
    expect(first.slug_th).toBe('plain-english-post');
    const second = await save({ title: 'Third Post', title_th: 'Plain English Post', content_th: '<p>ไทย</p>' });
    expect(second.slug_th).toBe(`plain-english-post-${NOW.getTime()}`);
  });

  it('removes the Thai version when its texts are emptied, and makes its slug again when its title changes', async () => {
    const post = await save({ title: 'Rename Me', title_th: 'Rename Me Thai', content_th: '<p>ไทย</p>' });
    expect(post.slug_th).toBe('rename-me-thai');
    const renamed = await save({ id: post.id, title: 'Rename Me', title_th: 'Renamed Thai', content_th: '<p>ไทย</p>' });
    expect(renamed.slug_th).toBe('renamed-thai');
    const kept = await save({ id: post.id, title: 'Rename Me', title_th: 'Renamed Thai', content_th: '<p>ใหม่</p>' });
    expect(kept.slug_th).toBe('renamed-thai');
    const removed = await save({ id: post.id, title: 'Rename Me' });
    expect(removed).toMatchObject({ slug_th: null, title_th: '', content_th: '' });
  });

  it('refuses half a Thai version in the database (title without content)', async () => {
    await expect(
      db.asOwner((tx) =>
        tx.query(
          `insert into public.blog_posts (title, slug, content, title_th, slug_th) values ('Half', 'half', '<p>x</p>', 'ครึ่ง', 'half')`,
        ),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('shows visitors the Thai version only once the post is published, both versions together', async () => {
    const post = await save({
      title: 'Going Live Together',
      content: '<p>English <script>alert(1)</script>body</p>',
      title_th: 'เผยแพร่พร้อมกันทั้งสองภาษา',
      content_th: '<p>ภาษาไทย<script>alert(2)</script></p>',
    });
    expect(await getPublishedPost(db, post.slug, 'th')).toBeNull();
    expect((await listPublishedPosts(db, 'th')).map((p) => p.id)).not.toContain(post.id);
    const hidden = await db.asCaller(customer.claims, (tx) => tx.query('select title_th from public.blog_posts where id = $1', [post.id]));
    expect(hidden).toHaveLength(0);

    await publishPost({ db, social, rebuild }, admin.claims, post.id, 'https://siampixel.example');
    const thai = (await getPublishedPost(db, 'going-live-together', 'th'))?.post;
    expect(thai).toMatchObject({
      title: 'เผยแพร่พร้อมกันทั้งสองภาษา',
      lang: 'th',
      paths: { en: '/blog/going-live-together', th: '/th/blog/going-live-together' },
    });
    expect(thai?.html).toBe('<p>ภาษาไทย</p>');
    const english = (await getPublishedPost(db, 'going-live-together', 'en'))?.post;
    expect(english).toMatchObject({ title: 'Going Live Together', lang: 'en' });
    expect(english?.html).not.toContain('script');
  });

  it('lists Thai versions under /th and English-only posts as English; each slug leads to its own language', async () => {
    const both = await save({
      title: 'Both Languages Here',
      title_th: 'Both Languages TH',
      content_th: '<p>ไทย</p>',
      excerpt_th: 'บทคัดย่อ',
    });
    const only = await save({ title: 'English Only Here', category: 'SEO' });
    for (const post of [both, only]) await publishPost({ db, social, rebuild }, admin.claims, post.id, 'https://siampixel.example');

    const list = await listPublishedPosts(db, 'th');
    expect(list.find((p) => p.id === both.id)).toMatchObject({
      title: 'Both Languages TH',
      slug: 'both-languages-th',
      excerpt: 'บทคัดย่อ',
      lang: 'th',
    });
    expect(list.find((p) => p.id === only.id)).toMatchObject({
      title: 'English Only Here',
      slug: 'english-only-here',
      category: 'SEO',
      lang: 'en',
      paths: { en: '/blog/english-only-here', th: '/th/blog/english-only-here' },
    });
    // The other language's slug (the language switcher keeps it) redirects to this language's own.
    expect(await getPublishedPost(db, 'both-languages-here', 'th')).toEqual({ redirect: '/th/blog/both-languages-th' });
    expect(await getPublishedPost(db, 'both-languages-th', 'en')).toEqual({ redirect: '/blog/both-languages-here' });
    // An English-only post is read in English under /th.
    expect((await getPublishedPost(db, 'english-only-here', 'th'))?.post).toMatchObject({ lang: 'en', title: 'English Only Here' });
  });
});
