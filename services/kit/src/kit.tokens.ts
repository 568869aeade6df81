/** Dependency-injection tokens the kit provides to every Remuda Nest application. */
export const CONFIG = Symbol('remuda.config');
export const LOGGER = Symbol('remuda.logger');
export const MESSAGE_CLIENT = Symbol('remuda.message-client');
export const OBJECT_STORE = Symbol('remuda.object-store');
export const EVENT_PUBLISHER = Symbol('remuda.event-publisher');
