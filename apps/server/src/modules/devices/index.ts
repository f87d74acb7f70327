import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerDevicesRoutes } from './devices.routes';
import { createDevicesService } from './devices.service';

export { listDeviceTokens, listTopicFollowers } from './devices.repository';
export { devicesExport } from './devices.export';
export { createDevicePushSender } from './push-delivery';

export function registerDevices(app: FastifyInstance, ctx: AppContext) {
  registerDevicesRoutes(app, createDevicesService(ctx));
}
