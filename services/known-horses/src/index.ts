export * from './known-horse.entity.js';
export * from './horse-directory.js';
export * from './remember-horse-when-horse-changed.handler.js';
export * from './known-horses.module.js';
