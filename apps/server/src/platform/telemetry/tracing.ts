import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Span, SpanKind, SpanStatusCode, TextMapGetter, Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { FastifyRequest } from 'fastify';
import type { TraceSettings } from '../config';
import { watchStatements } from '../db/statement-watch';
import type { Telemetry } from './telemetry';

/*
 * Privacy: the traces go to a third party, and this is a recovery app. A span carries the route
 * pattern (`/api/v1.2/community/threads/:id`, never the URL with its ids or query string), the method,
 * the status code, a statement's SQL text with its $n placeholders (never the values bound to them),
 * and a job's name. No request or response body, header (an incoming traceparent only names the
 * parent span), client address, user agent, user id, e-mail, token or job payload is ever recorded;
 * an error is recorded by its type only, as drizzle's error messages repeat the query's parameters.
 */

/** The span a piece of work runs under, with the tracer of the app that started it. */
interface Active {
  tracer: Tracer;
  context: Context;
}

/**
 * Each app keeps its own provider and passes the active span in this store instead of OpenTelemetry's
 * global provider and context manager: a test process builds many apps, and the global ones can be
 * registered once only. Work outside any request or job (migrations, seeding) is not traced.
 */
const active = new AsyncLocalStorage<Active>();

/** The probes and the scrape: polled every few seconds, they would be most of the spans and tell nothing. */
const UNTRACED_ROUTES = new Set(['/livez', '/readyz', '/metrics']);

const headerGetter: TextMapGetter<FastifyRequest['headers']> = {
  keys: (headers) => Object.keys(headers),
  get: (headers, key) => headers[key],
};

/**
 * The packages are imported here and not at the top of the file: the server bundle (esbuild) keeps
 * npm packages external and hoists a bundled module's static imports of them to the bundle's top,
 * which would load the SDK in every server. Attribute names are the stable semantic conventions'.
 */
export async function startTracing(settings: TraceSettings, serviceVersion: string): Promise<Telemetry> {
  const [
    { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace },
    { W3CTraceContextPropagator },
    { resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  const propagator = new W3CTraceContextPropagator();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName, 'service.version': serviceVersion }),
    // A statement's text can be long (the community queries); enough to recognise it.
    spanLimits: { attributeValueLengthLimit: 4096 },
    spanProcessors: [new BatchSpanProcessor({ exporter: await exporterFor(settings) })],
  });
  const tracer = provider.getTracer('holdfast', serviceVersion);
  // The API's enums come with its import above, hence passed in.
  traceQueries(SpanKind.CLIENT, SpanStatusCode.ERROR);
  let stopped: Promise<void> | null = null;

  return {
    traceRequests(app) {
      const spans = new WeakMap<FastifyRequest, Span>();
      app.addHook('onRequest', (request, _reply, done) => {
        // routeOptions.url is the pattern the router matched; undefined for a 404 outside any route.
        const route = request.routeOptions.url;
        if (route && UNTRACED_ROUTES.has(route)) return done();
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, headerGetter);
        const span = tracer.startSpan(
          route ? `${request.method} ${route}` : request.method,
          {
            kind: SpanKind.SERVER,
            attributes: { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}) },
          },
          parent,
        );
        spans.set(request, span);
        active.run({ tracer, context: trace.setSpan(parent, span) }, done);
      });
      app.addHook('onResponse', (request, reply, done) => {
        const span = spans.get(request);
        spans.delete(request);
        if (span) {
          span.setAttribute('http.response.status_code', reply.statusCode);
          if (reply.statusCode >= 500) {
            span.setAttribute('error.type', String(reply.statusCode));
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        }
        done();
      });
      app.addHook('onRequestAbort', (request, done) => {
        const span = spans.get(request);
        spans.delete(request);
        span?.setAttribute('error.type', 'aborted');
        span?.setStatus({ code: SpanStatusCode.ERROR });
        span?.end();
        done();
      });
    },
    async inJobSpan(jobName, work) {
      // A root span: a job queued by a request runs later, on its own (its trace is not the request's).
      const span = tracer.startSpan(
        `job ${jobName}`,
        { kind: SpanKind.CONSUMER, attributes: { 'holdfast.job.name': jobName } },
        ROOT_CONTEXT,
      );
      try {
        return await active.run({ tracer, context: trace.setSpan(ROOT_CONTEXT, span) }, work);
      } catch (err) {
        span.setAttribute('error.type', errorType(err));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
    shutdown: () => (stopped ??= provider.shutdown()),
  };
}

/** OTLP/HTTP with protobuf (the protocol's default) or JSON; only the one in use is loaded. */
async function exporterFor(settings: TraceSettings): Promise<SpanExporter> {
  const options = { url: settings.url, headers: settings.headers };
  if (settings.protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter(options);
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter(options);
}

let statementsTraced = false;

/**
 * A span per database statement run inside a traced request or job (the store above), through the
 * db client's one watch over every drizzle statement; apps without tracing in the same process, and
 * work outside requests and jobs, make none.
 */
function traceQueries(clientKind: SpanKind, errorStatus: SpanStatusCode) {
  if (statementsTraced) return;
  statementsTraced = true;
  watchStatements((text) => {
    const current = active.getStore();
    if (!current) return undefined;
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase();
    const span = current.tracer.startSpan(
      operation ? `${operation} postgresql` : 'postgresql',
      {
        kind: clientKind,
        attributes: {
          'db.system.name': 'postgresql',
          'db.query.text': text,
          ...(operation ? { 'db.operation.name': operation } : {}),
        },
      },
      current.context,
    );
    return (error) => {
      if (error !== null) {
        span.setAttribute('error.type', errorType(error));
        span.setStatus({ code: errorStatus });
      }
      span.end();
    };
  });
}

/** An error's kind without its message (which may hold data): a PostgreSQL SQLSTATE, else the class name. */
function errorType(err: unknown): string {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return err instanceof Error ? err.name : 'unknown';
}
