export * from './coaches';
export * from './content';
export * from './law';
export * from './system';
export * from './trials';
