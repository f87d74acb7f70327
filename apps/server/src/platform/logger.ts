import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Level, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { Config } from './config';

/** Query parameters whose values are secrets (mail links, signed links, tokens). */
const SECRET_PARAMS = /([?&](?:token|access_token|impersonation_token|signature|password|code|otp)=)[^&#]*/gi;

/** A URL with the values of secret query parameters replaced, for every log line. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer, minus secrets in the query string. */
const serializers = {
  req(req: { method: string; url: string; ip?: string; host?: string; socket?: { remotePort?: number } }) {
    return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
  },
};

/** Any logger handed to the app (tests pass their own) gets the same redaction. */
export function withRedaction(log: Logger): Logger {
  return log.child({}, { serializers });
}

/**
 * Development prints one readable line per event (pino-pretty, in-process so lines keep their
 * order); production and tests print JSON, one object a line, for log collectors and tests.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'logFormat'>, destination?: pino.DestinationStream): Logger {
  if (config.logFormat === 'json') return pino({ level: config.LOG_LEVEL, serializers }, destination);
  return pino(
    { level: config.LOG_LEVEL, serializers },
    pinoPretty({
      translateTime: 'HH:MM:ss',
      // Fields the message already says (request lines, mail links, the banner) are left out.
      ignore: 'pid,hostname,reqId,req,res,method,url,statusCode,responseTime,mail,banner',
      singleLine: true,
      sync: true,
    }),
  );
}

/**
 * One line per request, when it completes ('GET /api/v1.2/dashboard 200 4 ms'), at a level of our
 * choosing: debug in development so the banner, mail links and warnings are not buried under
 * request lines (LOG_LEVEL=debug shows them), info in production. Errors stay at error.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: Level) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    const fields = {
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log[this.level](fields, line);
  }
}
