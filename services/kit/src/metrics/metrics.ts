import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

/** Anonymous horse reads the gateway answered from its memory (hit) or passed on to the services (miss). */
export const publicReadLookups = new Counter({
  name: 'remuda_public_read_cache_lookups_total',
  help: 'Anonymous horse reads looked up in the gateway replica’s cache, by outcome (hit or miss)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Requests a busy service turned away (see Admission): its queue was full, or the caller stopped waiting. */
export const refusedRequests = new Counter({
  name: 'remuda_requests_refused_total',
  help: 'Request/reply messages a busy service turned away, by service',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** Events handed to a handler (a JetStream delivery, or an in-process acceptance), redeliveries included. */
export const eventsDelivered = new Counter({
  name: 'remuda_events_delivered_total',
  help: 'Events delivered to a consumer, redeliveries and replays included, by consumer and type',
  labelNames: ['consumer', 'type'] as const,
  registers: [metricsRegistry],
});

export const eventsApplied = new Counter({
  name: 'remuda_events_applied_total',
  help: 'Events a handler applied (its change committed with the inbox row), by consumer and type',
  labelNames: ['consumer', 'type'] as const,
  registers: [metricsRegistry],
});

export const eventsDuplicate = new Counter({
  name: 'remuda_events_duplicates_total',
  help: 'Redelivered or replayed events skipped because the handler already had them, by consumer and type',
  labelNames: ['consumer', 'type'] as const,
  registers: [metricsRegistry],
});

export const eventsPassedOver = new Counter({
  name: 'remuda_events_passed_over_total',
  help: 'Delivered events a consumer said it did not want (its wants() answered false), acknowledged without a transaction, by consumer and type',
  labelNames: ['consumer', 'type'] as const,
  registers: [metricsRegistry],
});

export const eventsDeadLettered = new Counter({
  name: 'remuda_events_dead_lettered_total',
  help: 'Events given up on (handler kept failing, or payload does not parse), by consumer and type',
  labelNames: ['consumer', 'type'] as const,
  registers: [metricsRegistry],
});

const READ_TIMEOUT_MS = 1000;

/** Answers what `read` answers, or fails once it has taken longer than a scrape can wait. */
async function readWithin<T>(read: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Has a service's figures read when scraped; answers the function that stops it. */
function register<T>(readers: Map<string, () => Promise<T>>, service: string, read: () => Promise<T>): () => void {
  readers.set(service, read);
  return () => {
    if (readers.get(service) === read) readers.delete(service);
  };
}

const lagReaders = new Map<string, () => Promise<number>>();

/**
 * Events a service's consumer has yet to apply: JetStream's pending plus unacknowledged messages in the
 * distributed mode, pending inbox rows in the embedded one. Read when scraped; a reader that cannot answer in
 * time is left out of that scrape rather than holding it up.
 */
export const eventConsumerLag = new Gauge({
  name: 'remuda_event_consumer_lag',
  help: 'Events delivered to or waiting for a service’s consumer and not yet applied, by service',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...lagReaders].map(async ([service, read]) => {
        // unknown this time when it fails; the next scrape asks again
        await readWithin(read).then((lag) => this.set({ service }, lag), () => undefined);
      }),
    );
  },
});

/** Has `eventConsumerLag` report a service's lag; answers the function that stops it. */
export function reportConsumerLag(service: string, read: () => Promise<number>): () => void {
  return register(lagReaders, service, read);
}

const deadLetterReaders = new Map<string, () => Promise<Map<string, number>>>();

/**
 * The dead letters each consumer holds in its service's inbox, in either mode: what `npm run events --
 * dead-letters list` lists, read when scraped (a consumer with none reports 0).
 */
export const eventDeadLetters = new Gauge({
  name: 'remuda_event_dead_letters',
  help: 'Events a consumer gave up on that wait in its service’s inbox to be sent again or dropped, by service and consumer',
  labelNames: ['service', 'consumer'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...deadLetterReaders].map(async ([service, read]) => {
        await readWithin(read).then(
          (counts) => counts.forEach((count, consumer) => this.set({ service, consumer }, count)),
          () => undefined,
        );
      }),
    );
  },
});

/** Has `eventDeadLetters` report a service's dead letters, by consumer; answers the function that stops it. */
export function reportDeadLetters(service: string, read: () => Promise<Map<string, number>>): () => void {
  return register(deadLetterReaders, service, read);
}

/** What browsers report of the remotes they ran (the gateway's `POST /api/remotes/reports`). */
export const remoteReports = new Counter({
  name: 'remuda_remote_reports_total',
  help: 'What browsers reported of the remotes they ran, by remote, release (the manifest URL), its place in the registry (current, canary, previous) and outcome (loaded, failed, error)',
  labelNames: ['remote', 'release', 'role', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const canaryRollbacks = new Counter({
  name: 'remuda_canary_rollbacks_total',
  help: 'Canary releases rolled back by themselves, their error rate past the operator’s threshold, by remote',
  labelNames: ['remote'] as const,
  registers: [metricsRegistry],
});
