export * from './credentials';
export * from './credentialLimits';
