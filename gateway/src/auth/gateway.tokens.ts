/** Dependency-injection tokens of the gateway. */
export const JWT_SECRET = Symbol('remuda.gateway.jwt-secret');
