import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';

/** The member's courses with their progress and panel answers, video events, scholarship requests and course payments. */
export const coursesExport: AreaExport = {
  area: 'courses',
  files: [
    {
      file: 'courses.json',
      title: 'Courses',
      read: (db, userId) =>
        readJsonObject(db, {
          courses: jsonRows(sql`
            select c.name as course, uc.progress_status as status, uc.assigned_on, uc.completed_on,
                   coalesce((select json_agg(json_build_object('lesson', l.name, 'item', li.name, 'status', p.progress_status,
                                                               'completed_on', p.completed_on, 'updated_at', p.updated_at) order by l.position, li.position)
                             from lesson_item_progress p join lesson_items li on li.id = p.lesson_item_id join lessons l on l.id = li.lesson_id
                             where p.user_course_id = uc.id), '[]'::json) as items,
                   coalesce((select json_agg(json_build_object('item', li.name, 'panel', ip.name, 'answers', a.answers, 'updated_at', a.updated_at)
                                             order by li.position, ip.position)
                             from panel_answers a join item_panels ip on ip.id = a.panel_id join lesson_items li on li.id = a.lesson_item_id
                             where a.user_course_id = uc.id), '[]'::json) as panel_answers
            from user_courses uc join courses c on c.id = uc.course_id
            where uc.user_id = ${userId} order by uc.assigned_on, uc.id`),
          video_events: jsonRows(sql`
            select c.name as course, v.lesson_title as lesson, v.item_title as item, v.event, v."current_time" as current_time, v.created_at
            from video_events v join courses c on c.id = v.course_id where v.user_id = ${userId} order by v.created_at, v.id`),
          scholarships: jsonRows(sql`
            select c.name as course, s.school_enrolled, s.school_email, s.scholarship_reason, s.status, s.reviewed_at, s.created_at
            from scholarships s join courses c on c.id = s.course_id where s.user_id = ${userId} order by s.created_at, s.id`),
          payments: jsonRows(sql`
            select c.name as course, p.amount, p.payment_status as status, p.payment_medium_type as medium, p.coupon_code, p.created_at
            from course_payments p join courses c on c.id = p.course_id where p.user_id = ${userId} order by p.created_at, p.id`),
        }),
    },
  ],
  tables: {
    user_courses: { file: 'courses.json' },
    lesson_item_progress: { file: 'courses.json' },
    panel_answers: { file: 'courses.json' },
    video_events: { file: 'courses.json' },
    scholarships: { file: 'courses.json' },
    course_payments: { file: 'courses.json' },
    course_setup_intents: {
      excluded:
        'an unfinished card payment’s reference at the payment provider, with no content of the member’s; the payments made are in courses.json',
    },
  },
};
