export * from './satang';
export * from './taxId';
export * from './tax';
export * from './bahtText';
export * from './buddhistEra';
export * from './document';
export * from './creditNote';
