export * from './coaches';
export * from './content';
export * from './law';
export * from './media';
export * from './members';
export * from './pages';
export * from './system';
export * from './trials';
