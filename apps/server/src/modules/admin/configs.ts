import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createCommunityContentService } from './community-content.service';
import { registerConfigsRoutes } from './configs.routes';
import { createConfigsService } from './configs.service';
import { createFormsService } from './forms.service';

/** The console's content part (issue 39, a4): system configs, reference data, dynamic forms, community content. */
export function registerConfigs(app: FastifyInstance, ctx: AppContext) {
  registerConfigsRoutes(app, {
    configs: createConfigsService(ctx),
    forms: createFormsService(ctx),
    community: createCommunityContentService(ctx),
  });
}
