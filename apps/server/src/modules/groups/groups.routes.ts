import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@holdfast/shared/common';
import {
  addMemberInputSchema,
  createGroupInputSchema,
  createNoteInputSchema,
  groupCheckInsSchema,
  groupDetailSchema,
  groupIdQuerySchema,
  groupMemberParamsSchema,
  groupNotePageSchema,
  groupPageSchema,
  groupParamsSchema,
  groupProgressSchema,
  groupsApiPaths as paths,
  groupsTexts as t,
  groupTriggersSchema,
  groupWriteResponseSchema,
  leaderStatusSchema,
  listGroupsQuerySchema,
  listNotesQuerySchema,
  memberCourseInfoListSchema,
  memberInfoListSchema,
  memberRangeQuerySchema,
  memberWriteResponseSchema,
  needsAttentionSchema,
  noteParamsSchema,
  noteWriteResponseSchema,
  requestStatusResponseSchema,
  updateGroupInputSchema,
  updateMemberInputSchema,
  updateRequestStatusInputSchema,
} from '@holdfast/shared/groups';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { plainJsonSerializer } from '../../platform/http/serializers';
import type { MemberInvitationsService } from './member-invitations.service';
import type { MembersService } from './members.service';
import type { GroupsService } from './groups.service';
import type { MemberDataService } from './member-data.service';
import type { NotesService } from './notes.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerGroupsRoutes(
  root: FastifyInstance,
  s: {
    groups: GroupsService;
    members: MembersService;
    invitations: MemberInvitationsService;
    data: MemberDataService;
    notes: NotesService;
  },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['groups']);

  // ---------- groups ----------
  app.get(
    routePath(paths.groups),
    user('My groups with my role and request status (scope=admin-or-owned: the ones I own or co-lead); paged 20', {
      querystring: listGroupsQuerySchema,
      response: { 200: groupPageSchema },
    }),
    async (req) => s.groups.list(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.groups),
    user('Create a group (premium_groups only for leaders); I become its owner', {
      body: createGroupInputSchema,
      response: { 201: groupWriteResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: t.created, item: await s.groups.create(actorOf(req), req.body) }),
  );
  app.get(
    routePath(paths.group, ':id'),
    user('One group and the members I may see', { params: groupParamsSchema, response: { 200: groupDetailSchema } }),
    async (req) => s.groups.get(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.group, ':id'),
    user('Rename, or change premium group settings (owner or co-leader)', {
      params: groupParamsSchema,
      body: updateGroupInputSchema,
      response: { 200: groupWriteResponseSchema },
    }),
    async (req) => s.groups.update(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    routePath(paths.group, ':id'),
    user('Delete the group (owner only); every member is told', { params: groupParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.groups.remove(actorOf(req), req.params.id);
      return { message: t.deleted };
    },
  );

  // ---------- members ----------
  app.post(
    routePath(paths.members, ':id'),
    user('Invite by e-mail (an account: pending row, notification, mail; an address: invitation link)', {
      params: groupParamsSchema,
      body: addMemberInputSchema,
      response: { 201: memberWriteResponseSchema },
    }),
    async (req, reply) =>
      reply
        .status(201)
        .send({ message: t.invitationToGroupSent, item: await s.invitations.addMember(actorOf(req), req.params.id, req.body) }),
  );
  app.put(
    routePath(paths.member, ':id', ':memberId'),
    user("Promote or demote (role_type), or set one's own share_data", {
      params: groupMemberParamsSchema,
      body: updateMemberInputSchema,
      response: { 200: memberWriteResponseSchema },
    }),
    async (req) => s.members.updateMember(actorOf(req), req.params.id, req.params.memberId, req.body),
  );
  app.delete(
    routePath(paths.member, ':id', ':memberId'),
    user("Remove a member (owner or co-leader; not the owner's row, not one's own)", {
      params: groupMemberParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.members.removeMember(actorOf(req), req.params.id, req.params.memberId);
      return { message: t.memberRemoved };
    },
  );
  app.delete(
    routePath(paths.leaveGroup),
    user('Leave a group (not as its only accepted owner or co-leader)', {
      querystring: groupIdQuerySchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.members.leave(actorOf(req), req.query.group_id);
      return { message: t.left };
    },
  );
  app.patch(
    routePath(paths.requestStatus, ':id'),
    user('Accept or reject my invitation (a rejected one can be accepted later)', {
      params: groupParamsSchema,
      body: updateRequestStatusInputSchema,
      response: { 200: requestStatusResponseSchema },
    }),
    async (req) => ({
      message: t.statusUpdated,
      item: await s.invitations.answer(actorOf(req), req.params.id, req.body.request_status),
    }),
  );
  app.post(
    routePath(paths.resendInvitation, ':id'),
    user('Send the invitation again (owner or co-leader; members who have not accepted)', {
      params: groupParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.invitations.resendInvitation(actorOf(req), req.params.id);
      return { message: t.invitationSent };
    },
  );
  app.post(
    routePath(paths.sendReminder, ':id'),
    user('Remind an accepted member who shares data to check in (notification and mail)', {
      params: groupParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.members.sendReminder(actorOf(req), req.params.id);
      return { message: t.reminderSent };
    },
  );

  // ---------- member data (owner and co-leaders; accepted sharing members; access-logged) ----------
  app.get(
    routePath(paths.membersInfo),
    user('member_id and last_checkin of accepted members who share data', {
      querystring: groupIdQuerySchema,
      response: { 200: memberInfoListSchema },
    }),
    async (req) => s.data.info(actorOf(req), req.query.group_id),
  );
  app.get(
    routePath(paths.membersCheckIns),
    user(
      'Check-ins of accepted sharing members in a date range (check-in history)',
      { querystring: memberRangeQuerySchema, response: { 200: groupCheckInsSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.data.checkIns(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.membersTriggers),
    user(
      'Crash reports of accepted sharing members in a date range (group crash calendar)',
      { querystring: memberRangeQuerySchema, response: { 200: groupTriggersSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.data.triggers(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.membersCourseInfo),
    user('Course progress of accepted sharing members', { querystring: groupIdQuerySchema, response: { 200: memberCourseInfoListSchema } }),
    async (req) => s.data.courseInfo(actorOf(req), req.query.group_id),
  );
  app.get(
    routePath(paths.progress, ':id'),
    user(
      'Member progress: last check-in, streak, crash reports in 30 days and courses of accepted sharing members',
      { params: groupParamsSchema, response: { 200: groupProgressSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.data.progress(actorOf(req), req.params.id),
  );

  // ---------- notes ----------
  app.get(
    routePath(paths.notes, ':groupId', ':memberId'),
    user('Notes on a member (owner, co-leaders, app admins; never the member)', {
      params: noteParamsSchema,
      querystring: listNotesQuerySchema,
      response: { 200: groupNotePageSchema },
    }),
    async (req) => s.notes.list(actorOf(req), req.params.groupId, req.params.memberId, req.query),
  );
  app.post(
    routePath(paths.notes, ':groupId', ':memberId'),
    user('Add a note (note, meeting_notes or meeting_scheduled; PascalCase accepted)', {
      params: noteParamsSchema,
      body: createNoteInputSchema,
      response: { 201: noteWriteResponseSchema },
    }),
    async (req, reply) =>
      reply
        .status(201)
        .send({ message: t.noteSaved, item: await s.notes.create(actorOf(req), req.params.groupId, req.params.memberId, req.body) }),
  );

  // ---------- leader ----------
  app.get(
    routePath(paths.leader),
    user('Whether I am a leader, and the groups I own or co-lead', { response: { 200: leaderStatusSchema } }),
    async (req) => s.groups.leader(actorOf(req)),
  );
  app.get(
    routePath(paths.needsAttention),
    user(
      "Needs attention: my groups' accepted sharing members, most urgent first (open SOS, crash report in 48 h, FASTER warning, no check-in for 3+ days)",
      { response: { 200: needsAttentionSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.data.needsAttention(actorOf(req)),
  );
}
