import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueCourseSchema,
  catalogueSchema,
  courseIdInputSchema,
  courseParamsSchema,
  courseProgressInputSchema,
  courseProgressSchema,
  coursesApiPaths as paths,
  coursesTexts as t,
  devCardAnswerSchema,
  devCardConfirmInputSchema,
  devSetupIntentParamsSchema,
  devStorePurchaseAnswerSchema,
  devStorePurchaseInputSchema,
  itemParamsSchema,
  itemProgressInputSchema,
  markCompletedAnswerSchema,
  markPaidInputSchema,
  panelAnswersInputSchema,
  panelAnswersSavedSchema,
  panelAnswersSchema,
  panelParamsSchema,
  paymentInfoParamsSchema,
  playerUrlSchema,
  resourceFileParamsSchema,
  resourceFileQuerySchema,
  scholarshipAnswerSchema,
  scholarshipInputSchema,
  scholarshipListSchema,
  setupIntentInputSchema,
  setupIntentSchema,
  signedResourceParamsSchema,
  signedUrlSchema,
  storeVerifyAnswerSchema,
  storeVerifyInputSchema,
  userCourseAnswerSchema,
  userCourseListSchema,
  userCourseParamsSchema,
  userCourseSchema,
  videoEventInputSchema,
} from '@holdfast/shared/courses';
import { okResponseSchema, ERROR_CODES } from '@holdfast/shared/common';
import { parseRange } from '../../platform/resources/resource-files';
import { WebhookSignatureError } from '../../platform/payments/payments';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { CoursePaymentsService } from './courses.payments.service';
import type { CourseResourcesService } from './courses.resources.service';
import type { CoursesService } from './courses.service';

export interface CoursesServices {
  courses: CoursesService;
  payments: CoursePaymentsService;
  resources: CourseResourcesService;
}

export function registerCoursesRoutes(root: FastifyInstance, s: CoursesServices) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];
  const payTags = ['courses: payment'];
  const anyone = routeOptions({}, tags);
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  const payer = routeOptions({ onRequest: app.authenticate() }, payTags);
  const stripe = routeOptions({}, payTags);

  // ----- catalogue and user courses -----
  app.get(routePath(paths.courses), user('Course catalogue', { response: { 200: catalogueSchema } }), async (req) =>
    s.courses.listCatalogue(actorOf(req)),
  );
  app.get(
    routePath(paths.course, ':courseId'),
    user('One course with its prices', { params: courseParamsSchema, response: { 200: catalogueCourseSchema } }),
    async (req) => s.courses.getCatalogueCourse(actorOf(req), req.params.courseId),
  );
  app.post(
    routePath(paths.synchronize),
    user('Give the user the courses they are entitled to', { response: { 200: userCourseListSchema } }),
    async (req) => s.courses.synchronize(actorOf(req)),
  );
  app.get(routePath(paths.userCourses), user("The user's courses", { response: { 200: userCourseListSchema } }), async (req) =>
    s.courses.list(actorOf(req)),
  );
  app.get(
    routePath(paths.userCourse, ':id'),
    user("One of the user's courses with lessons and items", { params: userCourseParamsSchema, response: { 200: userCourseSchema } }),
    async (req) => s.courses.get(actorOf(req), req.params.id),
  );
  app.get(
    routePath(paths.userCourseProgress, ':id'),
    user('Progress through one course', { params: userCourseParamsSchema, response: { 200: courseProgressSchema } }),
    async (req) => s.courses.progress(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.userCourse, ':id'),
    user('Start or update a user course', {
      params: userCourseParamsSchema,
      body: courseProgressInputSchema,
      response: { 200: userCourseAnswerSchema },
    }),
    async (req) => ({
      message: t.progressStatusUpdated,
      user_course: await s.courses.updateCourseProgress(actorOf(req), req.params.id, req.body),
    }),
  );
  app.put(
    routePath(paths.item, ':id', ':lessonId', ':itemId'),
    user('Mark a lesson item done', { params: itemParamsSchema, body: itemProgressInputSchema, response: { 200: userCourseAnswerSchema } }),
    async (req) => ({ message: t.progressUpdated, user_course: await s.courses.updateItemProgress(actorOf(req), req.params, req.body) }),
  );
  app.get(
    routePath(paths.panel, ':id', ':lessonId', ':itemId', ':panelId'),
    user("A reflection panel's answer", { params: panelParamsSchema, response: { 200: panelAnswersSchema } }),
    async (req) => s.courses.getPanelAnswers(actorOf(req), req.params),
  );
  app.post(
    routePath(paths.panel, ':id', ':lessonId', ':itemId', ':panelId'),
    user('Save a reflection panel answer', {
      params: panelParamsSchema,
      body: panelAnswersInputSchema,
      response: { 200: panelAnswersSavedSchema },
    }),
    async (req) => ({ message: t.answersSaved, ...(await s.courses.savePanelAnswers(actorOf(req), req.params, req.body)) }),
  );
  app.get(
    routePath(paths.player, ':id', ':lessonId', ':itemId'),
    user("A lesson item's media player details", { params: itemParamsSchema, response: { 200: playerUrlSchema } }),
    async (req) => s.resources.playerUrl(actorOf(req), req.params),
  );
  app.put(
    routePath(paths.restart, ':id'),
    user('Restart a course from its first lesson', { params: userCourseParamsSchema, response: { 200: userCourseAnswerSchema } }),
    async (req) => ({
      message: t.courseRestarted,
      user_course: await s.courses.restart(actorOf(req), req.params.id),
    }),
  );
  app.patch(
    routePath(paths.courseSelect),
    user('Choose the current course', { body: courseIdInputSchema, response: { 200: userCourseAnswerSchema } }),
    async (req) => ({
      message: t.courseSelected,
      user_course: await s.courses.selectCourse(actorOf(req), req.body),
    }),
  );
  app.patch(
    routePath(paths.markCompleted),
    user('Mark a course completed', { body: courseIdInputSchema, response: { 200: markCompletedAnswerSchema } }),
    async (req) => ({
      message: t.challengeMarkedCompleted,
      ...(await s.courses.markChallengeCompleted(actorOf(req), req.body)),
    }),
  );

  // ----- payment and scholarships -----
  app.post(
    routePath(paths.setupIntent, ':courseId', ':id'),
    payer('Start a card payment for a course price', {
      params: paymentInfoParamsSchema,
      body: setupIntentInputSchema,
      response: { 200: setupIntentSchema },
    }),
    async (req) => s.payments.createSetupIntent(actorOf(req), req.params, req.body),
  );
  app.post(
    routePath(paths.markPaid, ':id'),
    payer('Confirm a course payment with the provider', {
      params: userCourseParamsSchema,
      body: markPaidInputSchema,
      response: { 200: userCourseAnswerSchema },
    }),
    async (req) => ({ message: t.transactionCompleted, user_course: await s.payments.markPaid(actorOf(req), req.params.id, req.body) }),
  );
  app.post(
    routePath(paths.devCardConfirm, ':id'),
    payer('Dev card provider: confirm a test card', {
      params: devSetupIntentParamsSchema,
      body: devCardConfirmInputSchema,
      response: { 200: devCardAnswerSchema },
    }),
    async (req) => s.payments.confirmDevCard(actorOf(req), req.params.id, req.body),
  );
  app.post(
    routePath(paths.verifyPurchase),
    payer('Verify an app-store purchase receipt', { body: storeVerifyInputSchema, response: { 200: storeVerifyAnswerSchema } }),
    async (req) => s.payments.verifyStorePurchase(actorOf(req), req.body),
  );
  app.post(
    routePath(paths.devPurchase),
    payer('Dev store: make a test purchase receipt', {
      body: devStorePurchaseInputSchema,
      response: { 200: devStorePurchaseAnswerSchema },
    }),
    async (req) => s.payments.devStorePurchase(actorOf(req), req.body),
  );
  app.post(
    routePath(paths.scholarships),
    payer('Apply for a course scholarship', { body: scholarshipInputSchema, response: { 201: scholarshipAnswerSchema } }),
    async (req, reply) => {
      const scholarship = await s.payments.applyScholarship(actorOf(req), req.body);
      return reply.status(201).send({ message: t.scholarshipApplied, scholarship });
    },
  );
  app.get(
    routePath(paths.scholarships),
    payer("The user's scholarship applications", { response: { 200: scholarshipListSchema } }),
    async (req) => s.payments.listScholarships(actorOf(req)),
  );

  // Stripe calls this with a signed raw body: its own scope keeps the body as bytes for the signature check.
  root.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(routePath(paths.stripeWebhook), stripe('Stripe webhook (signed by Stripe)', { hide: true }), async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      try {
        return await s.payments.handleWebhook(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (e) {
        if (e instanceof WebhookSignatureError)
          return reply.status(400).send({ message: t.invalidSignature, code: ERROR_CODES.invalidSignature });
        throw e;
      }
    });
  });

  // ----- resources and analytics -----
  app.get(
    routePath(paths.signedResource, ':itemId', ':type', ':fileKey'),
    user('A short-lived signed link to a course file', { params: signedResourceParamsSchema, response: { 200: signedUrlSchema } }),
    async (req) => s.resources.signedUrl(actorOf(req), req.params),
  );
  app.get(
    routePath(paths.resourceFile, ':fileKey'),
    anyone('A course file through its signed link', { params: resourceFileParamsSchema, querystring: resourceFileQuerySchema }),
    async (req, reply) => {
      const file = await s.resources.openFile(req.params.fileKey, req.query);
      const range = parseRange(req.headers.range, file.size);
      reply.header('content-type', file.contentType).header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(file.open(range));
      }
      return reply.header('content-length', file.size).send(file.open());
    },
  );
  app.post(
    routePath(paths.videoEvents),
    user('Record a video play, pause or end', { body: videoEventInputSchema, response: { 201: okResponseSchema } }),
    async (req, reply) => {
      await s.resources.recordVideoEvent(actorOf(req), req.body);
      return reply.status(201).send({ message: 'Video event recorded' });
    },
  );
}
