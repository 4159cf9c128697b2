export * from './config.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './grades.ts';
export * from './plain.ts';
export * from './search.ts';
export * from './users.ts';
export * from './walls.ts';
