ALTER TABLE "habit_submissions" ADD COLUMN "score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_submissions" ADD COLUMN "scored" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The kept score of the submissions made before this migration, each from the one before it, as
-- habitStateAfter computes it (packages/shared/src/coaching/habits.rules.ts: a missed day takes 3%,
-- a scored submission moves the score by max(1/n, 0.2) toward its result). Later rows are written by
-- the app with the submission.
DO $$
DECLARE
  r record;
  last_user integer := null;
  last_day date;
  s double precision := 0;
  n integer := 0;
BEGIN
  FOR r IN SELECT id, user_id, submitted_on, value, total FROM habit_submissions ORDER BY user_id, submitted_on LOOP
    IF last_user IS DISTINCT FROM r.user_id THEN
      s := 0;
      n := 0;
      last_user := r.user_id;
    ELSE
      s := s * power(0.97::double precision, (r.submitted_on - last_day) - 1);
    END IF;
    IF r.total > 0 THEN
      n := n + 1;
      s := s + greatest(1.0 / n, 0.2) * (100.0 * least(greatest(r.value, 0), r.total) / r.total - s);
    END IF;
    UPDATE habit_submissions SET score = s, scored = n WHERE id = r.id;
    last_day := r.submitted_on;
  END LOOP;
END $$;
