export * from './account';
export * from './system';
export * from './organization';
export * from './dictionary';
export * from './notify';
