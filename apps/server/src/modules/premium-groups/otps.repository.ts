import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/** The one-time codes that confirm a guest application's address. */

export interface OtpRow {
  id: number;
  application_id: number;
  code_hash: string;
  expires_at: Date | string;
  tries: number;
  used_at: Date | string | null;
}

export async function insertOtp(db: Db, v: { applicationId: number; codeHash: string; expiresAt: Date }) {
  // Only the newest code counts: older unused ones stop working.
  await selectRows(
    db,
    sql`update premium_application_otps set used_at = now() where application_id = ${v.applicationId} and used_at is null`,
  );
  await selectRows(
    db,
    sql`insert into premium_application_otps (application_id, code_hash, expires_at) values (${v.applicationId}, ${v.codeHash}, ${v.expiresAt.toISOString()}::timestamptz)`,
  );
}

export async function lockLatestOtp(db: Db, applicationId: number) {
  return selectRow<OtpRow>(
    db,
    sql`select * from premium_application_otps where application_id = ${applicationId} order by created_at desc, id desc limit 1 for update`,
  );
}

export async function addOtpTry(db: Db, otpId: number) {
  await selectRows(db, sql`update premium_application_otps set tries = tries + 1 where id = ${otpId}`);
}

export async function useOtp(db: Db, otpId: number) {
  await selectRows(db, sql`update premium_application_otps set used_at = now() where id = ${otpId}`);
}
