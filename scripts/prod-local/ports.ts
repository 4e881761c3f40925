// Where each piece of the production rehearsal listens, laid out from the site's port: the one place
// scripts/prod-local.ts and the production journeys (tests/production/support/stack.ts) both read.
import { productionFakePorts } from '../../tests/production/support/fakeServices';

export function stackPorts(sitePort: number, fakesBase = sitePort + 20) {
  const fakes = productionFakePorts(fakesBase);
  return { site: sitePort, hostControl: sitePort + 9, fakesBase, fakes, gotrue: fakesBase + 9 };
}
