export * from './locale.js';
export * from './errors/index.js';
export * from './schemas/fields.js';
export * from './schemas/platform.js';
export * from './schemas/account.js';
export * from './schemas/wallet.js';
export * from './sign.js';
export * from './api.js';
