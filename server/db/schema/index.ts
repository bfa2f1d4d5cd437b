export * from './content';
export * from './system';
export * from './law';
