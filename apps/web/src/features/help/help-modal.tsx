import { Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { helpBundle } from './i18n/bundle';

/**
 * A screen's help (spec section 2, "help modals"): a short text per screen in the user's language and the hotel's
 * or hospital's wording, opened from the help button beside the screen's title. The texts load on first use.
 */
export function HelpModal({ topic, screen, opened, onClose }: { topic: string; screen: string; opened: boolean; onClose: () => void }) {
  const { t, language } = useT();
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return undefined;
    let live = true;
    // Loaded per language: a language switch while open loads the other texts.
    void loadFeatureBundle(helpBundle).then(() => {
      if (live) setReady(language);
    });
    return () => {
      live = false;
    };
  }, [opened, language]);
  const loaded = ready === language;
  return (
    <AppModal opened={opened} onClose={onClose} title={t('shellPieces.help.title', { screen })} size="lg" data-testid="help-modal">
      {loaded ? (
        <Text data-testid="help-text">{t(`help.screens.${topic}`)}</Text>
      ) : (
        <Center role="status" py="md">
          <LoadingIndicator />
        </Center>
      )}
    </AppModal>
  );
}
