import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createDevCardProvider, createPaymentProvider, type PaymentProvider } from '../../platform/payments/payments';
import type { StoreReceiptVerifier } from '../../platform/payments/store-receipts';
import { createStoreVerifiers } from '../../platform/payments/store-verifiers';
import { registerCoursesErasure } from './courses.erasure';
import { createCoursePaymentsService } from './courses.payments.service';
import { createCourseResourcesService } from './courses.resources.service';
import { registerCoursesRoutes } from './courses.routes';
import { coursesQueueSource } from './courses.queue';
import { seedCourseCatalogue } from './courses.seed';
import { notificationsOf } from '../notifications';
import { createCoursesService } from './courses.service';

/** A member's course progress for a group's leaders: a read, and its rows as an SQL fragment for one statement. */
export { coursesExport } from './courses.export';
export { courseProgressOf, courseProgressSql, type CourseProgressRow } from './member-progress.repository';

export interface CoursesOptions {
  /** Tests swap these; by default they follow the config (dev unless Stripe, the App Store or Google Play is set). */
  provider?: PaymentProvider;
  store?: StoreReceiptVerifier;
}

export function createCoursesServices(ctx: AppContext, opts: CoursesOptions = {}) {
  const signer = ctx.urlSigner;
  const provider = opts.provider ?? createPaymentProvider(ctx.config, ctx.db);
  const devCard = provider.name === 'dev' ? createDevCardProvider(ctx.db) : null;
  // Each store medium without its store settings is answered by the DEV verifier (signed dev receipts).
  const { store, devStore } = opts.store
    ? { store: opts.store, devStore: null }
    : createStoreVerifiers(ctx.config, signer.derive('dev-store'), ctx.log);
  return {
    courses: createCoursesService(ctx),
    payments: createCoursePaymentsService(ctx, { provider, devCard, store, devStore }),
    resources: createCourseResourcesService(ctx, signer),
  };
}

/** Courses area. Registers the area's routes. */
export function registerCourses(app: FastifyInstance, ctx: AppContext, opts: CoursesOptions = {}) {
  const services = createCoursesServices(ctx, opts);
  registerCoursesRoutes(app, services);
  registerCoursesErasure(ctx);
  // Scholarship requests in the console's review queue.
  ctx.answers.give('courses.queueSource', coursesQueueSource(ctx, { notifications: notificationsOf(ctx) }));
  return services;
}

/** Seeds the course catalogue; idempotent. */
export async function seedCourses(ctx: AppContext) {
  await seedCourseCatalogue(ctx.db);
}
/** The admin console's person page: the person's course payments. */
export { listCoursePaymentsOf } from './admin-people.repository';

/** The console's courses editor (routes in modules/admin/courses.routes.ts, ff_admin only). */
export { createCoursesAdminService, type CoursesAdminService } from './courses-admin.service';
export { canEditCourses } from './courses.policy';
