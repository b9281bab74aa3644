import type { Queryable } from '../../db/pool';
import type { Viewer } from './signing';

/** One line per view or download of an image or accepted term (never the bytes, never personal data). */
export async function logAccess(
  db: Queryable,
  e: {
    institutionId: number;
    bookingId: number | null;
    objectKind: string;
    objectRef: string;
    viewer: Viewer;
    download: boolean;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO image_access_log (institution_id, booking_id, object_kind, object_ref, viewer_kind, viewer_user_id, viewer_person_id, download, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.institutionId,
      e.bookingId,
      e.objectKind,
      e.objectRef,
      e.viewer.kind,
      e.viewer.kind === 'user' ? e.viewer.userId : null,
      e.viewer.kind === 'guest' ? e.viewer.personId : null,
      e.download,
      e.ip,
      e.userAgent.slice(0, 500),
    ],
  );
}
