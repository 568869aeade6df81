import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One Prometheus registry per process, with Node's default metrics and the few we measure ourselves. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'remuda_http_request_duration_seconds',
  help: 'HTTP requests served by the gateway, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const messageHandlerDuration = new Histogram({
  name: 'remuda_message_handler_duration_seconds',
  help: 'Request/reply messages handled by a service, by pattern and outcome',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const rateLimitedRequests = new Counter({
  name: 'remuda_rate_limited_requests_total',
  help: 'Requests refused with 429, by limit',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});
