export * from './account';
export * from './system';
export * from './organization';
