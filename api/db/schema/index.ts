export * from './catalog.ts';
export * from './site.ts';
export * from './users.ts';
export * from './search.ts';
export * from './uploads.ts';
export * from './price-ranges.ts';
export * from './commerce.ts';
export * from './content.ts';
