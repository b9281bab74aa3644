import { PERMISSIONS } from '@gm/contracts/permissions';
import { emulatedGrants } from '@gm/domain/emulation';
import { isGuestUser, type PermissionMap, permissionMapFromStrings, satisfies } from '@gm/domain/permissions';
import type { Db, Queryable } from '../db/pool';
import { ChannelListener } from './listener';

/** A live session's user: identity, grants and the hotels they may work in. */
export interface SessionUser {
  idUser: number;
  sessionId: string;
  name: string;
  email: string;
  guest: boolean;
  permissions: PermissionMap;
  /** The hotels the user works in, sorted by name. */
  institutions: { id: number; name: string }[];
  sessionInstitution: number | null;
  /**
   * Set while the signed-in administrator emulates another user of the session's hotel: the administrator. The
   * rest is then the emulated user's identity, their grants at that hotel only and that hotel alone.
   */
  actor?: { idUser: number; name: string; email: string };
}

const CHANNEL = 'gm_session_changed';
const TTL_MS = 30_000;

interface Entry {
  caller: SessionUser;
  at: number;
}

/**
 * Resolves a session id to the signed-in caller (user, permissions, context hotel). Entries are
 * cached briefly; any process that revokes a session or changes a user's grants publishes on a
 * PostgreSQL channel, and every process drops its entries at once, so sign-out is immediate
 * everywhere without a database read on every request.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listener: ChannelListener;
  /** Bumped by every notification: a load that began before one does not cache what it read. */
  private generation = 0;

  constructor(private readonly db: Db) {
    this.listener = new ChannelListener(db, CHANNEL, {
      notified: (payload) => this.onNotification(payload),
      // Lost the listening connection: stop trusting the cache (every load reads the database) until it listens again.
      lost: () => {
        this.entries.clear();
        this.generation++;
      },
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  stop(): void {
    this.listener.stop();
    this.entries.clear();
  }

  /** Test hook: whether the cache currently listens (it is trusted only then). */
  get listening(): boolean {
    return this.listener.listening;
  }

  private onNotification(payload: string): void {
    this.generation++;
    const [kind, id] = payload.split(':');
    if (kind === 'session' && id) this.entries.delete(id);
    else if (kind === 'user' && id) {
      for (const [sid, e] of this.entries)
        if (String(e.caller.idUser) === id || String(e.caller.actor?.idUser) === id) this.entries.delete(sid);
    } else this.entries.clear();
  }

  async load(sessionId: string): Promise<SessionUser | null> {
    const hit = this.entries.get(sessionId);
    if (hit && this.listener.listening && Date.now() - hit.at < TTL_MS) return hit.caller;
    const generation = this.generation;
    const { rows } = await this.db.query<{
      id: number;
      name: string;
      email: string;
      institution_id: number | null;
      emulated_user_id: number | null;
      perms: string[];
      institutions: { id: number; name: string }[];
    }>(
      `SELECT u.id, u.name, u.email, s.institution_id, s.emulated_user_id,
              ARRAY(SELECT p.area || ':' || p.instance || ':' || p.action FROM user_permissions p WHERE p.user_id = u.id) AS perms,
              COALESCE((SELECT json_agg(json_build_object('id', i.id, 'name', i.name) ORDER BY i.name, i.id)
                          FROM user_institutions ui JOIN institutions i ON i.id = ui.institution_id
                         WHERE ui.user_id = u.id), '[]'::json) AS institutions
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) {
      this.entries.delete(sessionId);
      return null;
    }
    const permissions = permissionMapFromStrings(row.perms);
    const own: SessionUser = {
      idUser: row.id,
      sessionId,
      name: row.name,
      email: row.email,
      guest: isGuestUser(permissions),
      permissions,
      institutions: row.institutions,
      sessionInstitution: row.institution_id,
    };
    const caller =
      row.emulated_user_id && row.institution_id ? ((await this.emulated(own, row.emulated_user_id, row.institution_id)) ?? own) : own;
    // Cached only when no change was announced while it was read, and only while the cache listens.
    if (this.listener.listening && generation === this.generation) this.entries.set(sessionId, { caller, at: Date.now() });
    return caller;
  }

  /**
   * The session seen as the user its administrator emulates: that user's grants at the session's hotel, that hotel
   * alone, and the administrator as `actor`. Re-checked on every load: if the user left the hotel or was
   * deactivated, or now holds there what the administrator does not (or the administrator lost the hotel or their
   * administration rights), the session is the administrator's own again (null here).
   */
  private async emulated(admin: SessionUser, userId: number, institutionId: number): Promise<SessionUser | null> {
    const hotel = admin.institutions.find((i) => i.id === institutionId);
    if (!hotel || userId === admin.idUser) return null;
    if (!satisfies(admin.permissions, PERMISSIONS.ADM.any, { codIns: institutionId, idUser: admin.idUser })) return null;
    const { rows } = await this.db.query<{ id: number; name: string; email: string; perms: string[] }>(
      `SELECT u.id, u.name, u.email,
              ARRAY(SELECT p.area || ':' || p.instance || ':' || p.action FROM user_permissions p WHERE p.user_id = u.id) AS perms
         FROM users u JOIN user_institutions ui ON ui.user_id = u.id AND ui.institution_id = $2
        WHERE u.id = $1 AND u.active`,
      [userId, institutionId],
    );
    const user = rows[0];
    if (!user) return null;
    const grants = emulatedGrants(admin.permissions, user.perms, institutionId);
    if (grants.refusal) return null;
    const permissions = permissionMapFromStrings(grants.grants);
    return {
      idUser: user.id,
      sessionId: admin.sessionId,
      name: user.name,
      email: user.email,
      guest: false,
      permissions,
      institutions: [hotel],
      sessionInstitution: institutionId,
      actor: { idUser: admin.idUser, name: admin.name, email: admin.email },
    };
  }

  /** Publishes a change so every process drops what it cached (sign-out, grants, hotel change). */
  static async publish(db: Queryable, what: { session: string } | { user: number }): Promise<void> {
    const payload = 'session' in what ? `session:${what.session}` : `user:${what.user}`;
    await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  /** Drops a local entry at once (the notification follows for other processes). */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
