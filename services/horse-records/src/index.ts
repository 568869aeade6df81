export * from './horse-record.entity.js';
export * from './record-kind.js';
export * from './record-store.js';
export * from './record-handlers.js';
export * from './record-writer.js';
