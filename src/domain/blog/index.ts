/** The blog's pure domain: slugs, excerpts, posts to X, the editor's schema, AI prompts, photo search terms. */
export * from './slug';
export * from './excerpt';
export * from './tweet';
export * from './post';
export * from './generation';
export * from './photos';
export * from './translation';
