/** The planning wizard's pure domain: features and prices, keyword detection, plan generation. */
export * from './features';
export * from './keywords';
export * from './generate';
export * from './explain';
export * from './floors';
export * from './stored';
