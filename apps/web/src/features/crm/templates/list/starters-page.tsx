import { STARTER_NAMES } from '@gm/contracts/crm/templates-inputs';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { PageTitle } from '../../../../ui/page-title';
import { NewTemplateModal } from './new-template-modal';

/** /tagpanel/templates: the bundled starters (default types 0 to 5); one starts a new template in the designer. */
export function StartersPage() {
  const { t } = useT();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <PageTitle size="h2">{t('shell.nav.crmStarters')}</PageTitle>
      <Text>{t('crmTemplates.starters.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {STARTER_NAMES.map((s, i) => (
          <Card key={s} withBorder radius="md" padding="lg" component="section" aria-labelledby={`starter-title-${s}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4" id={`starter-title-${s}`}>
                  {t(`crmTemplates.starters.${s}.name`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`crmTemplates.starters.${s}.description`)}
                </Text>
              </div>
              <Button
                variant="light"
                onClick={() => setChosen(i)}
                aria-label={t('crmTemplates.starters.useOf', { name: t(`crmTemplates.starters.${s}.name`) })}
              >
                {t('crmTemplates.starters.use')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {chosen !== null && <NewTemplateModal opened initialType={chosen} onClose={() => setChosen(null)} />}
    </Stack>
  );
}
