/** A complete, well-formed production environment (values are placeholders; nothing is called). */
export const PRODUCTION_ENV = {
  NETLIFY: 'true',
  URL: 'https://www.siampixel.example',
  DATABASE_URL: 'postgresql://postgres.abcd:secret@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres',
  SUPABASE_URL: 'https://abcd1234.supabase.co',
  SUPABASE_ANON_KEY: 'anon-key',
  SENDGRID_API_KEY: 'SG.test-key',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
} as const;
