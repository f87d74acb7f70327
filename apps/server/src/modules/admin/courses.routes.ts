import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COURSE_UPLOAD_MAX_BYTES,
  adminCourseAnswerSchema,
  adminCourseInputSchema,
  adminCourseListSchema,
  adminCourseParamsSchema,
  adminCourseSchema,
  adminCourseUpdateInputSchema,
  adminCoursesApiPaths as paths,
  adminItemParamsSchema,
  adminLessonParamsSchema,
  adminPanelParamsSchema,
  courseFileUploadedSchema,
  itemOrderInputSchema,
  itemPanelInputSchema,
  lessonInputSchema,
  lessonItemInputSchema,
  orderInputSchema,
  publicationInputSchema,
} from '@holdfast/shared/admin';
import { actorOf } from '../../platform/auth/actor';
import { readSingleFile, uploadSchema } from '../../platform/http/multipart';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canEditCourses, type CoursesAdminService } from '../courses';

/** The console's courses editor (ff_admin; the role is checked before any input). The courses area owns the writes. */
export function registerCoursesAdminRoutes(root: FastifyInstance, s: CoursesAdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const editor = routeOptions({ onRequest: app.authenticate({ may: canEditCourses }) }, ['admin: courses']);
  const answer = { response: { 200: adminCourseAnswerSchema } };
  const inUse = { clientErrors: { 409: 'Members have already worked on it' } };

  app.get(routePath(paths.courses), editor('Admin: every course, drafts too', { response: { 200: adminCourseListSchema } }), async (req) =>
    s.listCourses(actorOf(req)),
  );
  app.post(
    routePath(paths.courses),
    editor('Admin: create a course (a draft)', { body: adminCourseInputSchema, response: { 201: adminCourseAnswerSchema } }),
    async (req, reply) => reply.status(201).send(await s.createCourse(actorOf(req), req.body)),
  );
  app.put(
    routePath(paths.coursesOrder),
    editor('Admin: order the catalogue', { body: orderInputSchema, response: { 200: adminCourseListSchema } }),
    async (req) => s.orderCourses(actorOf(req), req.body),
  );
  app.post(
    routePath(paths.uploads),
    editor('Admin: upload a course video, PDF or image', {
      ...uploadSchema('file', COURSE_UPLOAD_MAX_BYTES),
      response: { 201: courseFileUploadedSchema },
    }),
    async (req, reply) => reply.status(201).send(await s.upload(actorOf(req), await readSingleFile(req, 'file', COURSE_UPLOAD_MAX_BYTES))),
  );
  app.get(
    routePath(paths.course, ':id'),
    editor('Admin: a course with every lesson, item and panel', { params: adminCourseParamsSchema, response: { 200: adminCourseSchema } }),
    async (req) => s.getCourse(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.course, ':id'),
    editor('Admin: edit a course', { params: adminCourseParamsSchema, body: adminCourseUpdateInputSchema, ...answer }),
    async (req) => s.updateCourse(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.publication, ':id'),
    editor('Admin: publish or unpublish a course', { params: adminCourseParamsSchema, body: publicationInputSchema, ...answer }),
    async (req) => s.setPublished(actorOf(req), req.params.id, req.body),
  );

  app.post(
    routePath(paths.lessons, ':id'),
    editor('Admin: add a lesson', { params: adminCourseParamsSchema, body: lessonInputSchema, ...answer }),
    async (req) => s.createLesson(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.lessonsOrder, ':id'),
    editor('Admin: order the lessons', { params: adminCourseParamsSchema, body: orderInputSchema, ...answer }),
    async (req) => s.orderLessons(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.lesson, ':id', ':lessonId'),
    editor('Admin: edit a lesson', { params: adminLessonParamsSchema, body: lessonInputSchema, ...answer }),
    async (req) => s.updateLesson(actorOf(req), req.params, req.body),
  );
  app.delete(
    routePath(paths.lesson, ':id', ':lessonId'),
    editor('Admin: delete a lesson no member has worked on', { params: adminLessonParamsSchema, ...answer }, inUse),
    async (req) => s.deleteLesson(actorOf(req), req.params),
  );

  app.post(
    routePath(paths.items, ':id', ':lessonId'),
    editor('Admin: add a lesson item (or a child item)', { params: adminLessonParamsSchema, body: lessonItemInputSchema, ...answer }),
    async (req) => s.createItem(actorOf(req), req.params, req.body),
  );
  app.put(
    routePath(paths.itemsOrder, ':id', ':lessonId'),
    editor('Admin: order the items of a lesson or of a parent item', {
      params: adminLessonParamsSchema,
      body: itemOrderInputSchema,
      ...answer,
    }),
    async (req) => s.orderItems(actorOf(req), req.params, req.body),
  );
  app.put(
    routePath(paths.item, ':id', ':lessonId', ':itemId'),
    editor('Admin: edit a lesson item', { params: adminItemParamsSchema, body: lessonItemInputSchema, ...answer }),
    async (req) => s.updateItem(actorOf(req), req.params, req.body),
  );
  app.delete(
    routePath(paths.item, ':id', ':lessonId', ':itemId'),
    editor('Admin: delete a lesson item no member has worked on', { params: adminItemParamsSchema, ...answer }, inUse),
    async (req) => s.deleteItem(actorOf(req), req.params),
  );

  app.post(
    routePath(paths.panels, ':id', ':lessonId', ':itemId'),
    editor('Admin: add a panel to an item', { params: adminItemParamsSchema, body: itemPanelInputSchema, ...answer }),
    async (req) => s.createPanel(actorOf(req), req.params, req.body),
  );
  app.put(
    routePath(paths.panelsOrder, ':id', ':lessonId', ':itemId'),
    editor("Admin: order an item's panels", { params: adminItemParamsSchema, body: orderInputSchema, ...answer }),
    async (req) => s.orderPanels(actorOf(req), req.params, req.body),
  );
  app.put(
    routePath(paths.panel, ':id', ':lessonId', ':itemId', ':panelId'),
    editor('Admin: edit a panel', { params: adminPanelParamsSchema, body: itemPanelInputSchema, ...answer }),
    async (req) => s.updatePanel(actorOf(req), req.params, req.body),
  );
  app.delete(
    routePath(paths.panel, ':id', ':lessonId', ':itemId', ':panelId'),
    editor('Admin: delete a panel no member has answered', { params: adminPanelParamsSchema, ...answer }, inUse),
    async (req) => s.deletePanel(actorOf(req), req.params),
  );
}
