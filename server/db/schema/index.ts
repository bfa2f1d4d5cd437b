export * from './content';
export * from './system';
