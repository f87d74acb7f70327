import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceTokenInputSchema, subscribeTopicInputSchema } from '@holdfast/shared/reference';
import { okResponseSchema } from '@holdfast/shared/common';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { actorOf, type Actor } from '../accounts';
import * as repo from './devices.repository';

export { listDeviceTokens } from './devices.repository';

/** Push device registration. A small area: service and routes share this file. */
export function createDevicesService(ctx: AppContext) {
  return {
    async registerToken(actor: Actor, input: { token: string; platform: string }) {
      await repo.upsertDeviceToken(ctx.db, { userId: actor.userId, token: input.token, platform: input.platform });
    },
    async subscribeTopic(actor: Actor, input: { token: string; topic: string }) {
      if (!(await repo.addDeviceTopic(ctx.db, actor.userId, input.token, input.topic))) {
        throw new NotFoundError('Unknown device token.');
      }
    },
  };
}

export function registerDevices(root: FastifyInstance, ctx: AppContext) {
  const s = createDevicesService(ctx);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['devices'];
  app.post('/device-token', { ...opts, schema: { tags, body: deviceTokenInputSchema, response: { 200: okResponseSchema } } }, async (req) => {
    await s.registerToken(actorOf(req), req.body);
    return { message: 'Device registered.' };
  });
  app.post('/device-token/subscribe-topic', {
    ...opts,
    schema: { tags, body: subscribeTopicInputSchema, response: { 200: okResponseSchema } },
  }, async (req) => {
    await s.subscribeTopic(actorOf(req), req.body);
    return { message: 'Subscribed.' };
  });
}
