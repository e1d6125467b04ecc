export * from './account';
export * from './system';
export * from './organization';
export * from './dictionary';
export * from './notify';
export * from './company';
export * from './park';
export * from './upload';
