// The fixed ids of supabase/seed.sql.
export const SEED = {
  packages: {
    starterWebsite: 'a0000000-0000-4000-8000-000000000001',
    businessWebsite: 'a0000000-0000-4000-8000-000000000002',
    corporateWebsite: 'a0000000-0000-4000-8000-000000000003',
    shopStarter: 'a0000000-0000-4000-8000-000000000004',
    shopPro: 'a0000000-0000-4000-8000-000000000005',
    careEssential: 'a0000000-0000-4000-8000-000000000006',
    carePlus: 'a0000000-0000-4000-8000-000000000007',
    seoLaunch: 'a0000000-0000-4000-8000-000000000008',
    localSeo: 'a0000000-0000-4000-8000-000000000009',
    /** is_active = false */
    retiredLandingPage: 'a0000000-0000-4000-8000-000000000099',
  },
  activePackageCount: 9,
  posts: {
    bilingualWebsite: 'b0000000-0000-4000-8000-000000000001',
    thaiShoppers: 'b0000000-0000-4000-8000-000000000002',
    localSeo: 'b0000000-0000-4000-8000-000000000003',
    /** status = 'draft' */
    draftThaiFonts: 'b0000000-0000-4000-8000-000000000004',
  },
  publishedPostCount: 3,
} as const;
