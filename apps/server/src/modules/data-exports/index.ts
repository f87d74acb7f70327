import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerDataExportsErasure } from './data-exports.erasure';
import { registerDataExportsRoutes } from './data-exports.routes';
import { createDataExportsService } from './data-exports.service';

/** 'Download my data': the routes, the build job and the file's deletion job. */
export function registerDataExports(app: FastifyInstance, ctx: AppContext) {
  registerDataExportsRoutes(app, createDataExportsService(ctx));
  registerDataExportsErasure(ctx);
}
