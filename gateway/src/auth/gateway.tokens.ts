// Dependency-injection tokens of the gateway.

/** The session-signing secret, as a crypto `KeyObject` made once (jsonwebtoken would otherwise re-derive it per token). */
export const JWT_SECRET = Symbol('remuda.gateway.jwt-secret');
