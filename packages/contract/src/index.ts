export * from './admin-users.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './enums.ts';
export * from './profile.ts';
