import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import { useSessionState } from './session-store';

/** The signed-in user's current hotel's time zone (its TIMEZONE setting), else DEFAULT_TIME_ZONE. */
export function useHotelTimeZone(): string {
  const s = useSessionState();
  return (s.status === 'signed-in' ? s.session.contextIns?.TIMEZONE : undefined) ?? DEFAULT_TIME_ZONE;
}
