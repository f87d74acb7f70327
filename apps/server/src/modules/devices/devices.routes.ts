import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@holdfast/shared/common';
import { deviceTokenInputSchema, releaseDeviceTokenInputSchema, subscribeTopicInputSchema } from '@holdfast/shared/reference';
import { actorOf } from '../../platform/auth/actor';
import type { DevicesService } from './devices.service';

export function registerDevicesRoutes(root: FastifyInstance, s: DevicesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['devices'];
  app.post(
    '/device-token',
    {
      ...opts,
      schema: { summary: "Register this device's push token", tags, body: deviceTokenInputSchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.registerToken(actorOf(req), req.body);
      return { message: 'Device registered.' };
    },
  );
  app.delete(
    '/device-token',
    {
      ...opts,
      schema: {
        summary: 'Release this device’s push token (call it when signing out on the device)',
        tags,
        body: releaseDeviceTokenInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.releaseToken(actorOf(req), req.body);
      return { message: 'Device released.' };
    },
  );
  app.post(
    '/device-token/subscribe-topic',
    {
      ...opts,
      schema: {
        summary: 'Subscribe a push token to the news topic',
        tags,
        body: subscribeTopicInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.subscribeTopic(actorOf(req), req.body);
      return { message: 'Subscribed.' };
    },
  );
}
