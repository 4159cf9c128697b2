export * from './config.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './grades.ts';
export * from './search.ts';
export * from './text.ts';
export * from './users.ts';
export * from './walls.ts';
