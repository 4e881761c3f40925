// Where each piece of the production rehearsal listens, laid out from the site's port: the one place
// scripts/prod-local.ts and the production journeys (tests/production/support/stack.ts) both read.
import { productionFakePorts } from '../../tests/production/support/fakeServices';

export function stackPorts(sitePort: number, fakesBase = sitePort + 20) {
  const fakes = productionFakePorts(fakesBase);
  // The OIDC providers behind Supabase Auth's social sign-in (decision 0048): LINE-like and Google-like.
  const oidc = { line: fakesBase + 10, google: fakesBase + 11 };
  return { site: sitePort, hostControl: sitePort + 9, fakesBase, fakes, gotrue: fakesBase + 9, oidc };
}
