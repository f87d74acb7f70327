import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  devicesApiPaths as paths,
  deviceTokenInputSchema,
  pushDeviceListSchema,
  releaseDeviceTokenInputSchema,
  subscribeTopicInputSchema,
} from '@holdfast/shared/reference';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { DevicesService } from './devices.service';

export function registerDevicesRoutes(root: FastifyInstance, s: DevicesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['devices']);
  app.post(
    routePath(paths.deviceToken),
    user("Register this device's push token", { body: deviceTokenInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.registerToken(actorOf(req), req.body);
      return { message: 'Device registered.' };
    },
  );
  app.delete(
    routePath(paths.deviceToken),
    user('Release this device’s push token (call it when signing out on the device)', {
      body: releaseDeviceTokenInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.releaseToken(actorOf(req), req.body);
      return { message: 'Device released.' };
    },
  );
  app.get(
    routePath(paths.devices),
    user('The push devices of the caller (Sessions and devices)', { response: { 200: pushDeviceListSchema } }),
    async (req) => s.list(actorOf(req)),
  );
  app.delete(
    routePath(paths.device, ':id'),
    user('Stop pushes to one of the caller’s devices', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.remove(actorOf(req), req.params.id);
      return { message: 'Device removed.' };
    },
  );
  app.post(
    routePath(paths.subscribeTopic),
    user('Subscribe a push token to the news topic', { body: subscribeTopicInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.subscribeTopic(actorOf(req), req.body);
      return { message: 'Subscribed.' };
    },
  );
}
