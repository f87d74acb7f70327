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
import { plainJsonSerializer } from '../../platform/http/serializers';
import type { GroupsService } from './groups.service';
import type { MemberDataService } from './member-data.service';
import type { MemberInvitationsService } from './member-invitations.service';
import type { MembersService } from './members.service';
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
  const opts = { onRequest: app.authenticate() };
  const tags = ['groups'];
  // Paths are named once in shared (groupsApiPaths); a route pattern puts ':id' where an id goes.
  const at = (path: string) => `/${path}`;
  const p = (n: string) => n as unknown as number;

  // ---------- groups ----------
  app.get(
    at(paths.groups),
    {
      ...opts,
      schema: {
        summary: 'My groups with my role and request status (scope=admin-or-owned: the ones I own or co-lead); paged 20',
        tags,
        querystring: listGroupsQuerySchema,
        response: { 200: groupPageSchema },
      },
    },
    async (req) => s.groups.list(actorOf(req), req.query),
  );
  app.post(
    at(paths.groups),
    {
      ...opts,
      schema: {
        summary: 'Create a group (premium_groups only for leaders); I become its owner',
        tags,
        body: createGroupInputSchema,
        response: { 201: groupWriteResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ message: t.created, item: await s.groups.create(actorOf(req), req.body) }),
  );
  app.get(
    at(paths.group(p(':id'))),
    {
      ...opts,
      schema: { summary: 'One group and the members I may see', tags, params: groupParamsSchema, response: { 200: groupDetailSchema } },
    },
    async (req) => s.groups.get(actorOf(req), req.params.id),
  );
  app.put(
    at(paths.group(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Rename, or change premium group settings (owner or co-leader)',
        tags,
        params: groupParamsSchema,
        body: updateGroupInputSchema,
        response: { 200: groupWriteResponseSchema },
      },
    },
    async (req) => s.groups.update(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    at(paths.group(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Delete the group (owner only); every member is told',
        tags,
        params: groupParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.groups.remove(actorOf(req), req.params.id);
      return { message: t.deleted };
    },
  );

  // ---------- members ----------
  app.post(
    at(paths.members(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Invite by e-mail (an account: pending row, notification, mail; an address: invitation link)',
        tags,
        params: groupParamsSchema,
        body: addMemberInputSchema,
        response: { 201: memberWriteResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ message: t.invitationToGroupSent, item: await s.invitations.addMember(actorOf(req), req.params.id, req.body) }),
  );
  app.put(
    at(paths.member(p(':id'), p(':memberId'))),
    {
      ...opts,
      schema: {
        summary: "Promote or demote (role_type), or set one's own share_data",
        tags,
        params: groupMemberParamsSchema,
        body: updateMemberInputSchema,
        response: { 200: memberWriteResponseSchema },
      },
    },
    async (req) => s.members.updateMember(actorOf(req), req.params.id, req.params.memberId, req.body),
  );
  app.delete(
    at(paths.member(p(':id'), p(':memberId'))),
    {
      ...opts,
      schema: {
        summary: "Remove a member (owner or co-leader; not the owner's row, not one's own)",
        tags,
        params: groupMemberParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.members.removeMember(actorOf(req), req.params.id, req.params.memberId);
      return { message: t.memberRemoved };
    },
  );
  app.delete(
    at(paths.leaveGroup),
    {
      ...opts,
      schema: {
        summary: 'Leave a group (not as its only accepted owner or co-leader)',
        tags,
        querystring: groupIdQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.members.leave(actorOf(req), req.query.group_id);
      return { message: t.left };
    },
  );
  app.patch(
    at(paths.requestStatus(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Accept or reject my invitation (a rejected one can be accepted later)',
        tags,
        params: groupParamsSchema,
        body: updateRequestStatusInputSchema,
        response: { 200: requestStatusResponseSchema },
      },
    },
    async (req) => ({
      message: t.statusUpdated,
      item: await s.invitations.answer(actorOf(req), req.params.id, req.body.request_status),
    }),
  );
  app.post(
    at(paths.resendInvitation(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Send the invitation again (owner or co-leader; members who have not accepted)',
        tags,
        params: groupParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.invitations.resendInvitation(actorOf(req), req.params.id);
      return { message: t.invitationSent };
    },
  );
  app.post(
    at(paths.sendReminder(p(':id'))),
    {
      ...opts,
      schema: {
        summary: 'Remind an accepted member who shares data to check in (notification and mail)',
        tags,
        params: groupParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.members.sendReminder(actorOf(req), req.params.id);
      return { message: t.reminderSent };
    },
  );

  // ---------- member data (owner and co-leaders; accepted sharing members; access-logged) ----------
  app.get(
    at(paths.membersInfo),
    {
      ...opts,
      schema: {
        summary: 'member_id and last_checkin of accepted members who share data',
        tags,
        querystring: groupIdQuerySchema,
        response: { 200: memberInfoListSchema },
      },
    },
    async (req) => s.data.info(actorOf(req), req.query.group_id),
  );
  app.get(
    at(paths.membersCheckIns),
    {
      ...opts,
      serializerCompiler: plainJsonSerializer,
      schema: {
        summary: 'Check-ins of accepted sharing members in a date range (check-in history)',
        tags,
        querystring: memberRangeQuerySchema,
        response: { 200: groupCheckInsSchema },
      },
    },
    async (req) => s.data.checkIns(actorOf(req), req.query),
  );
  app.get(
    at(paths.membersTriggers),
    {
      ...opts,
      serializerCompiler: plainJsonSerializer,
      schema: {
        summary: 'Crash reports of accepted sharing members in a date range (group crash calendar)',
        tags,
        querystring: memberRangeQuerySchema,
        response: { 200: groupTriggersSchema },
      },
    },
    async (req) => s.data.triggers(actorOf(req), req.query),
  );
  app.get(
    at(paths.membersCourseInfo),
    {
      ...opts,
      schema: {
        summary: 'Course progress of accepted sharing members',
        tags,
        querystring: groupIdQuerySchema,
        response: { 200: memberCourseInfoListSchema },
      },
    },
    async (req) => s.data.courseInfo(actorOf(req), req.query.group_id),
  );
  app.get(
    at(paths.progress(p(':id'))),
    {
      ...opts,
      serializerCompiler: plainJsonSerializer,
      schema: {
        summary: 'Member progress: last check-in, streak, crash reports in 30 days and courses of accepted sharing members',
        tags,
        params: groupParamsSchema,
        response: { 200: groupProgressSchema },
      },
    },
    async (req) => s.data.progress(actorOf(req), req.params.id),
  );

  // ---------- notes ----------
  app.get(
    at(paths.notes(p(':groupId'), p(':memberId'))),
    {
      ...opts,
      schema: {
        summary: 'Notes on a member (owner, co-leaders, app admins; never the member)',
        tags,
        params: noteParamsSchema,
        querystring: listNotesQuerySchema,
        response: { 200: groupNotePageSchema },
      },
    },
    async (req) => s.notes.list(actorOf(req), req.params.groupId, req.params.memberId, req.query),
  );
  app.post(
    at(paths.notes(p(':groupId'), p(':memberId'))),
    {
      ...opts,
      schema: {
        summary: 'Add a note (note, meeting_notes or meeting_scheduled; PascalCase accepted)',
        tags,
        params: noteParamsSchema,
        body: createNoteInputSchema,
        response: { 201: noteWriteResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ message: t.noteSaved, item: await s.notes.create(actorOf(req), req.params.groupId, req.params.memberId, req.body) }),
  );

  // ---------- leader ----------
  app.get(
    at(paths.leader),
    { ...opts, schema: { summary: 'Whether I am a leader, and the groups I own or co-lead', tags, response: { 200: leaderStatusSchema } } },
    async (req) => s.groups.leader(actorOf(req)),
  );
  app.get(
    at(paths.needsAttention),
    {
      ...opts,
      serializerCompiler: plainJsonSerializer,
      schema: {
        summary:
          "Needs attention: my groups' accepted sharing members, most urgent first (open SOS, crash report in 48 h, FASTER warning, no check-in for 3+ days)",
        tags,
        response: { 200: needsAttentionSchema },
      },
    },
    async (req) => s.data.needsAttention(actorOf(req)),
  );
}
