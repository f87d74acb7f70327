import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Courses area (issue 4). Registers the area's routes. */
export function registerCourses(_app: FastifyInstance, _ctx: AppContext) {}

/** Seeds the course catalogue; idempotent. */
export async function seedCourses(_ctx: AppContext) {}
