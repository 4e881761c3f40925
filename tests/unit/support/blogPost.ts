// What blogPostInput fills in for a post given only its title and content: the blog schema's unit tests
// expect it, and the blog suites start their editor's posts from it.
import type { BlogPostInput } from '../../../src/domain/blog';

/** The Thai fields of a post written in English only: empty, as the schema fills them in. */
export const NO_THAI = {
  title_th: '',
  content_th: '',
  excerpt_th: '',
  category_th: '',
  meta_title_th: '',
  meta_description_th: '',
  meta_keywords_th: '',
  featured_image_alt_th: '',
  tags_th: [],
};

/** Every field but the title and content, as blogPostInput fills it in when the post leaves it out. */
export const POST_DEFAULTS: Omit<BlogPostInput, 'title' | 'content'> = {
  excerpt: '',
  featured_image_url: '',
  featured_image_alt: '',
  status: 'draft',
  category: '',
  tags: [],
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  auto_post_to_x: true,
  publish_at: null,
  ...NO_THAI,
};
