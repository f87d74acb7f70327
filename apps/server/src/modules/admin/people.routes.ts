import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  adminPeopleApiPaths as paths,
  adminPeopleQuerySchema,
  adminPeopleTexts as t,
  adminPersonPageSchema,
  adminPersonSchema,
  adminPersonWriteSchema,
  eraseOnRequestInputSchema,
  personFlagsInputSchema,
} from '@holdfast/shared/admin';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canManagePeople, canSeeDashboard, canSeePeople } from './people.policy';
import type { PeopleService } from './people.service';

/** The console's people (issue 39, part a1): each route's role is checked before its input is. */
export function registerPeopleRoutes(root: FastifyInstance, s: PeopleService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const staff = routeOptions({ onRequest: app.authenticate({ may: canSeePeople }) }, tags);
  const counters = routeOptions({ onRequest: app.authenticate({ may: canSeeDashboard }) }, tags);
  const admins = routeOptions({ onRequest: app.authenticate({ may: canManagePeople }) }, tags);

  app.get(
    routePath(paths.people),
    staff('Admin (ff_admin, support): search people by name, e-mail or id (account state only)', {
      querystring: adminPeopleQuerySchema,
      response: { 200: adminPersonPageSchema },
    }),
    async (req) => s.search(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.person, ':id'),
    staff("Admin (ff_admin, support): a person's account state; for an ff_admin also their content (audited)", {
      params: idParamsSchema,
      response: { 200: adminPersonSchema },
    }),
    async (req) => s.get(actorOf(req), req.params.id),
  );
  app.patch(
    routePath(paths.flags, ':id'),
    admins('Admin (ff_admin): set the profile flags is_leader, is_student, is_married (audited before/after)', {
      params: idParamsSchema,
      body: personFlagsInputSchema,
      response: { 200: adminPersonWriteSchema },
    }),
    async (req) => s.setFlags(actorOf(req), req.params.id, req.body),
  );
  app.post(
    routePath(paths.verificationMail, ':id'),
    admins(
      'Admin (ff_admin): send the verification mail again',
      {
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
      { clientErrors: { 409: t.alreadyVerified } },
    ),
    async (req) => {
      await s.resendVerification(actorOf(req), req.params.id);
      return { message: t.verificationSent };
    },
  );
  app.post(
    routePath(paths.configurationComplete, ':id'),
    admins(
      "Admin (ff_admin): mark the account's configuration complete (audited)",
      {
        params: idParamsSchema,
        response: { 200: adminPersonWriteSchema },
      },
      { clientErrors: { 409: t.alreadyComplete } },
    ),
    async (req) => s.markConfigurationComplete(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.erase, ':id'),
    admins("Admin (ff_admin): erase an account and its data on the person's request, with a reason (audited 'user.erased')", {
      params: idParamsSchema,
      body: eraseOnRequestInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.eraseOnRequest(actorOf(req), req.params.id, req.body);
      return { message: t.erased };
    },
  );
  app.get(
    routePath(paths.dashboard),
    counters('Admin (ff_admin, support): the dashboard counts (new members this week, check-ins, open SOS, crash reports today)', {
      response: { 200: adminDashboardSchema },
    }),
    async (req) => s.dashboard(actorOf(req)),
  );
}
