import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueCourseSchema,
  catalogueSchema,
  courseIdInputSchema,
  courseParamsSchema,
  courseProgressInputSchema,
  courseProgressSchema,
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
  const opts = { onRequest: app.authenticate() };
  const tags = ['courses'];
  const payTags = ['courses: payment'];

  // ----- catalogue and user courses -----
  app.get('/courses', { ...opts, schema: { summary: 'Course catalogue', tags, response: { 200: catalogueSchema } } }, async (req) =>
    s.courses.listCatalogue(actorOf(req)),
  );
  app.get(
    '/courses/:courseId',
    {
      ...opts,
      schema: { summary: 'One course with its prices', tags, params: courseParamsSchema, response: { 200: catalogueCourseSchema } },
    },
    async (req) => s.courses.getCatalogueCourse(actorOf(req), req.params.courseId),
  );
  app.post(
    '/user-courses/synchronize',
    { ...opts, schema: { summary: 'Give the user the courses they are entitled to', tags, response: { 200: userCourseListSchema } } },
    async (req) => s.courses.synchronize(actorOf(req)),
  );
  app.get(
    '/user-courses',
    { ...opts, schema: { summary: "The user's courses", tags, response: { 200: userCourseListSchema } } },
    async (req) => s.courses.list(actorOf(req)),
  );
  app.get(
    '/user-courses/:id',
    {
      ...opts,
      schema: {
        summary: "One of the user's courses with lessons and items",
        tags,
        params: userCourseParamsSchema,
        response: { 200: userCourseSchema },
      },
    },
    async (req) => s.courses.get(actorOf(req), req.params.id),
  );
  app.get(
    '/user-courses/:id/progress',
    {
      ...opts,
      schema: { summary: 'Progress through one course', tags, params: userCourseParamsSchema, response: { 200: courseProgressSchema } },
    },
    async (req) => s.courses.progress(actorOf(req), req.params.id),
  );
  app.put(
    '/user-courses/:id',
    {
      ...opts,
      schema: {
        summary: 'Start or update a user course',
        tags,
        params: userCourseParamsSchema,
        body: courseProgressInputSchema,
        response: { 200: userCourseAnswerSchema },
      },
    },
    async (req) => ({
      message: t.progressStatusUpdated,
      user_course: await s.courses.updateCourseProgress(actorOf(req), req.params.id, req.body),
    }),
  );
  app.put(
    '/user-courses/:id/lessons/:lessonId/items/:itemId',
    {
      ...opts,
      schema: {
        summary: 'Mark a lesson item done',
        tags,
        params: itemParamsSchema,
        body: itemProgressInputSchema,
        response: { 200: userCourseAnswerSchema },
      },
    },
    async (req) => ({ message: t.progressUpdated, user_course: await s.courses.updateItemProgress(actorOf(req), req.params, req.body) }),
  );
  app.get(
    '/user-courses/:id/lessons/:lessonId/items/:itemId/panels/:panelId',
    {
      ...opts,
      schema: { summary: "A reflection panel's answer", tags, params: panelParamsSchema, response: { 200: panelAnswersSchema } },
    },
    async (req) => s.courses.getPanelAnswers(actorOf(req), req.params),
  );
  app.post(
    '/user-courses/:id/lessons/:lessonId/items/:itemId/panels/:panelId',
    {
      ...opts,
      schema: {
        summary: 'Save a reflection panel answer',
        tags,
        params: panelParamsSchema,
        body: panelAnswersInputSchema,
        response: { 200: panelAnswersSavedSchema },
      },
    },
    async (req) => ({ message: t.answersSaved, ...(await s.courses.savePanelAnswers(actorOf(req), req.params, req.body)) }),
  );
  app.get(
    '/user-courses/:id/lessons/:lessonId/items/:itemId/player',
    {
      ...opts,
      schema: { summary: "A lesson item's media player details", tags, params: itemParamsSchema, response: { 200: playerUrlSchema } },
    },
    async (req) => s.resources.playerUrl(actorOf(req), req.params),
  );
  app.put(
    '/user-courses/:id/restart',
    {
      ...opts,
      schema: {
        summary: 'Restart a course from its first lesson',
        tags,
        params: userCourseParamsSchema,
        response: { 200: userCourseAnswerSchema },
      },
    },
    async (req) => ({
      message: t.courseRestarted,
      user_course: await s.courses.restart(actorOf(req), req.params.id),
    }),
  );
  app.patch(
    '/course-select',
    {
      ...opts,
      schema: { summary: 'Choose the current course', tags, body: courseIdInputSchema, response: { 200: userCourseAnswerSchema } },
    },
    async (req) => ({
      message: t.courseSelected,
      user_course: await s.courses.selectCourse(actorOf(req), req.body),
    }),
  );
  app.patch(
    '/mark-completed',
    {
      ...opts,
      schema: { summary: 'Mark a course completed', tags, body: courseIdInputSchema, response: { 200: markCompletedAnswerSchema } },
    },
    async (req) => ({
      message: t.challengeMarkedCompleted,
      ...(await s.courses.markChallengeCompleted(actorOf(req), req.body)),
    }),
  );

  // ----- payment and scholarships -----
  app.post(
    '/courses/:courseId/course-payment-info/:id/setup-intent',
    {
      ...opts,
      schema: {
        summary: 'Start a card payment for a course price',
        tags: payTags,
        params: paymentInfoParamsSchema,
        body: setupIntentInputSchema,
        response: { 200: setupIntentSchema },
      },
    },
    async (req) => s.payments.createSetupIntent(actorOf(req), req.params, req.body),
  );
  app.post(
    '/user-courses/:id/course-mark-paid',
    {
      ...opts,
      schema: {
        summary: 'Confirm a course payment with the provider',
        tags: payTags,
        params: userCourseParamsSchema,
        body: markPaidInputSchema,
        response: { 200: userCourseAnswerSchema },
      },
    },
    async (req) => ({ message: t.transactionCompleted, user_course: await s.payments.markPaid(actorOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/payments/dev/setup-intents/:id/confirm',
    {
      ...opts,
      schema: {
        summary: 'Dev card provider: confirm a test card',
        tags: payTags,
        params: devSetupIntentParamsSchema,
        body: devCardConfirmInputSchema,
        response: { 200: devCardAnswerSchema },
      },
    },
    async (req) => s.payments.confirmDevCard(actorOf(req), req.params.id, req.body),
  );
  app.post(
    '/in-app/verify-purchase',
    {
      ...opts,
      schema: {
        summary: 'Verify an app-store purchase receipt',
        tags: payTags,
        body: storeVerifyInputSchema,
        response: { 200: storeVerifyAnswerSchema },
      },
    },
    async (req) => s.payments.verifyStorePurchase(actorOf(req), req.body),
  );
  app.post(
    '/in-app/dev-purchase',
    {
      ...opts,
      schema: {
        summary: 'Dev store: make a test purchase receipt',
        tags: payTags,
        body: devStorePurchaseInputSchema,
        response: { 200: devStorePurchaseAnswerSchema },
      },
    },
    async (req) => s.payments.devStorePurchase(actorOf(req), req.body),
  );
  app.post(
    '/user-scholarships',
    {
      ...opts,
      schema: {
        summary: 'Apply for a course scholarship',
        tags: payTags,
        body: scholarshipInputSchema,
        response: { 201: scholarshipAnswerSchema },
      },
    },
    async (req, reply) => {
      const scholarship = await s.payments.applyScholarship(actorOf(req), req.body);
      return reply.status(201).send({ message: t.scholarshipApplied, scholarship });
    },
  );
  app.get(
    '/user-scholarships',
    { ...opts, schema: { summary: "The user's scholarship applications", tags: payTags, response: { 200: scholarshipListSchema } } },
    async (req) => s.payments.listScholarships(actorOf(req)),
  );

  // Stripe calls this with a signed raw body: its own scope keeps the body as bytes for the signature check.
  root.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(
      '/payments/stripe/webhook',
      { schema: { summary: 'Stripe webhook (signed by Stripe)', tags: payTags, hide: true } },
      async (req, reply) => {
        const signature = req.headers['stripe-signature'];
        try {
          return await s.payments.handleWebhook(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (e) {
          if (e instanceof WebhookSignatureError)
            return reply.status(400).send({ message: t.invalidSignature, code: ERROR_CODES.invalidSignature });
          throw e;
        }
      },
    );
  });

  // ----- resources and analytics -----
  app.get(
    '/resources/signed/:itemId/:type/:fileKey',
    {
      ...opts,
      schema: {
        summary: 'A short-lived signed link to a course file',
        tags,
        params: signedResourceParamsSchema,
        response: { 200: signedUrlSchema },
      },
    },
    async (req) => s.resources.signedUrl(actorOf(req), req.params),
  );
  app.get(
    '/resources/files/:fileKey',
    {
      schema: {
        summary: 'A course file through its signed link',
        tags,
        params: resourceFileParamsSchema,
        querystring: resourceFileQuerySchema,
      },
    },
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
    '/analytics/video-events',
    {
      ...opts,
      schema: { summary: 'Record a video play, pause or end', tags, body: videoEventInputSchema, response: { 201: okResponseSchema } },
    },
    async (req, reply) => {
      await s.resources.recordVideoEvent(actorOf(req), req.body);
      return reply.status(201).send({ message: 'Video event recorded' });
    },
  );
}
