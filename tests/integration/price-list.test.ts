// One price list (issue 25 item 4, docs/decisions/0038-one-price-list.md): the wizard's tiers are the
// spec's; the catalogue's cheapest package of a kind costs what the wizard's smallest plan of that kind
// costs and takes as long, no package of that kind costs less, and /services' starting prices are the
// catalogue's (the same function the page calls while it is built). tests/e2e/prices.spec.ts checks the
// built pages and the modal show those figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../src/server/db/caller';
import { listPackages, type CataloguePackage } from '../../src/server/catalogue/packages';
import { SERVICE_CATEGORIES, startingPrices } from '../../src/server/catalogue/startingPrices';
import { WIZARD_KINDS, generatePlan, wizardFloor } from '../../src/domain/plan';
import { engines, openTestDatabase, type TestDatabase } from './support/database';

describe.each(engines)('one price list on %s', (engine) => {
  let test: TestDatabase;
  let english: CataloguePackage[];
  let thai: CataloguePackage[];

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    english = await listPackages(bindCaller(test.db, null), 'en');
    thai = await listPackages(bindCaller(test.db, null), 'th');
  });
  afterAll(() => test.close());

  it.each(WIZARD_KINDS)('prices the cheapest %s package as the wizard prices its smallest plan', (kind) => {
    const floor = wizardFloor(kind);
    const ofKind = english.filter((pkg) => pkg.category === kind);
    expect(ofKind.length).toBeGreaterThan(0);
    for (const pkg of ofKind) expect(pkg.price, pkg.name).toBeGreaterThanOrEqual(floor.price);
    const cheapest = ofKind.reduce((a, b) => (b.price < a.price ? b : a));
    expect(cheapest.price).toBe(floor.price);
    expect(cheapest.deliveryTime).toBe(`${floor.timeline.minWeeks}-${floor.timeline.maxWeeks} weeks`);
    expect(thai.find((pkg) => pkg.id === cheapest.id)?.deliveryTime).toBe(`${floor.timeline.minWeeks}–${floor.timeline.maxWeeks} สัปดาห์`);
  });

  it("takes the wizard's floors from the plans it really makes", () => {
    // A plain site and a shop as a visitor describes them, with what the wizard pre-selects.
    expect(generatePlan('A simple website for my bakery in Bangkok with our menu and opening hours').finalPrice).toBe(
      wizardFloor('website').price,
    );
    expect(generatePlan('An online shop to sell our coffee beans with a cart and checkout').finalPrice).toBe(
      wizardFloor('ecommerce').price,
    );
  });

  it.each([
    ['en', () => english],
    ['th', () => thai],
  ] as const)("gives /services (%s) the catalogue's cheapest package of each category", (_locale, list) => {
    const prices = startingPrices(list());
    for (const [service, category] of Object.entries(SERVICE_CATEGORIES)) {
      const cheapest = list()
        .filter((pkg) => pkg.category === category)
        .reduce((a, b) => (b.price < a.price ? b : a));
      expect(prices[service as keyof typeof SERVICE_CATEGORIES]).toEqual({
        price: cheapest.price,
        deliveryTime: cheapest.deliveryTime,
        packageName: cheapest.name,
      });
    }
    expect(prices.web.price).toBe(wizardFloor('website').price);
    expect(prices.ecommerce.price).toBe(wizardFloor('ecommerce').price);
  });

  it('refuses to build /services from a catalogue missing a category', () => {
    expect(() => startingPrices(english.filter((pkg) => pkg.category !== 'seo'))).toThrow(/no active seo package/);
  });
});
