export * from './describe-record-kind-service.js';
