/**
 * The load generator, in its own thread: autocannon parsing answers and building requests would
 * otherwise share the event loop of the server it measures. Started by load.ts; answers with the
 * aggregated autocannon result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

interface Job {
  url: string;
  connections: number;
  duration: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** A different bearer token for each request (each POST a different member). */
  tokens?: string[];
}

const job = workerData as Job;
let next = 0;
const opts: autocannon.Options = {
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method,
  headers: job.headers,
  body: job.body,
  setupClient: job.tokens
    ? (client) => {
        const tokens = job.tokens!;
        const sign = () => client.setHeaders({ ...job.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });
        client.on('response', sign);
        sign();
      }
    : undefined,
};
// In a worker thread autocannon leaves the figures raw; aggregateResult is what it runs in the main thread.
const { aggregateResult } = autocannon as unknown as { aggregateResult(results: unknown[], opts: autocannon.Options): autocannon.Result };
const result = aggregateResult([await autocannon(opts)], opts);
parentPort!.postMessage({
  median: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  seconds: result.duration,
  non2xx: result.non2xx + result.errors + result.timeouts,
});
