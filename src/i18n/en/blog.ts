/** The public blog (portal spec §2 "Blog (public)"). */
export default {
  'blog.meta.title': 'Blog',
  'blog.meta.description': 'Practical articles on web design, e-commerce and SEO for businesses in Thailand, from our Bangkok studio.',
  'blog.title': 'Blog',
  'blog.subtitle': 'Ideas, guides and lessons from building websites for Thai businesses.',
  'blog.readMore': 'Read more',
  'blog.readMoreAbout': 'Read more: {title}',
  'blog.empty': 'No blog posts available yet. Check back soon!',
  'blog.back': 'Back to Blog',
  'blog.notFound.title': 'Post Not Found',
  'blog.notFound.body': 'This article does not exist or is no longer published.',
  'blog.viewOnX': 'View on X',
  'blog.tags': 'Tags',
  'blog.published': 'Published on {date}',
  'blog.loadError': 'We could not load the articles right now. Please try again in a moment.',
} as const;
