export { startGateway } from './start-gateway.js';
export { GatewayModule } from './gateway.module.js';
export { SESSION_COOKIE } from './auth/session.js';
export { CSRF_HEADER, CSRF_HEADER_VALUE } from './auth/csrf.guard.js';
