import { defineModule } from '../../platform/module';
import { profileReactions, REFRESH_JOB, refreshJob, SWEEP_JOB, sweepJob } from './jobs';
import { mergeMessages } from './merge-messages';
import { mergeServices } from './merge-services';
import { profileMessages } from './messages';
import { profileServices } from './services';

/**
 * CRM guest profiles and segments (issue 15, docs/decisions/0050-crm-profiles-segments.md): one profile per person
 * across stays, recognised from the booking persons (bookings' tables, read), their marketing consent history, and
 * saved segments evaluated in SQL. It sits above bookings, billing and surveys, and learns of their changes through
 * their business events.
 */
export const profilesModule = defineModule({
  name: 'profiles',
  services: [...profileServices, ...mergeServices],
  jobs: { [REFRESH_JOB]: refreshJob, [SWEEP_JOB]: sweepJob },
  reactions: profileReactions,
  messages: { ...profileMessages, ...mergeMessages },
  owns: ['guest_profiles', 'guest_profile_links', 'guest_profile_consents', 'crm_segments', 'guest_profile_distinct'],
});
