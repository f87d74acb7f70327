import type { FastifyInstance } from 'fastify';
import type { TraceSettings } from '../config';

/** What the job queue needs of tracing: each run in a span of its own. */
export interface JobTracing {
  /** Runs one job run in a root span named after the job (its payload is never recorded). */
  inJobSpan<T>(jobName: string, work: () => Promise<T>): Promise<T>;
}

/** OpenTelemetry traces of one app: its requests, their database queries, and job runs. */
export interface Telemetry extends JobTracing {
  /** A span per HTTP request, named by its route pattern (an onRequest/onResponse pair of hooks). */
  traceRequests(app: FastifyInstance): void;
  /** Sends what is left and stops (the app's close, at the end of a drain). */
  shutdown(): Promise<void>;
}

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (`settings`), else null. The OpenTelemetry SDK and
 * exporter are imported here, on demand: a server without the variable loads none of it, so its
 * start and memory stay as they were.
 */
export async function startTelemetry(settings: TraceSettings | null, serviceVersion: string): Promise<Telemetry | null> {
  if (!settings) return null;
  const { startTracing } = await import('./tracing');
  return startTracing(settings, serviceVersion);
}
