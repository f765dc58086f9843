export * from './themeDocument';
export * from './themeApi';
