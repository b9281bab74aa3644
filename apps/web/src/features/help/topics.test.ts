import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';
import { HELP_TOPICS, helpTopic } from './topics';

const texts = { pt: pt.help.screens, en: en.help.screens, es: es.help.screens } as Record<string, Record<string, string>>;
const hotelWords = { pt: /reserva|hóspede|hotel/i, en: /booking|guest|hotel/i, es: /reserva|huésped|hotel/i } as const;

describe('screen help (spec section 2, help modals)', () => {
  it('has a topic for every back-office screen the route table opens', () => {
    const screens = appRoutes.filter((r) => !r.public && !r.blocked).map((r) => r.name);
    expect(screens.filter((name) => !helpTopic(name))).toEqual([]);
    // And names no route the table does not have.
    const names = new Set(appRoutes.map((r) => r.name));
    expect(Object.keys(HELP_TOPICS).filter((n) => !names.has(n))).toEqual([]);
  });

  it('has every topic in pt, en and es, short, and the hospital wording where the hotel text has hotel words', () => {
    for (const topic of new Set(Object.values(HELP_TOPICS))) {
      for (const lng of ['pt', 'en', 'es'] as const) {
        const text = texts[lng]![topic];
        expect(text, `${lng} ${topic}`).toBeTruthy();
        expect(text!.length, `${lng} ${topic}`).toBeLessThanOrEqual(220);
        // 'guest' in the guest's own screen (Details) and CRM words shared by both wordings are fine elsewhere.
        if (
          hotelWords[lng].test(text!) &&
          !['details', 'crmFlagged', 'crmSuppressions', 'crmExplore', 'dashNps', 'staffNotices'].includes(topic)
        )
          expect(texts[lng]![`${topic}_hospital`], `${lng} ${topic}_hospital`).toBeTruthy();
      }
    }
  });

  it('gives public pages no help', () => {
    expect(helpTopic('SignIn-Public')).toBeNull();
    expect(helpTopic(undefined)).toBeNull();
  });
});
