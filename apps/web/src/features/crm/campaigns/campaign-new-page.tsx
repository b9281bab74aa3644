import { Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { navigate } from '../../../lib/navigation';
import { PageTitle } from '../../../ui/page-title';
import { CampaignForm } from './campaign-form';
import { detailsPath } from './paths';

/** /tagpanel/campaign/new: a campaign from a segment and a template; saved, it opens its details. */
export function CampaignNewPage() {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <PageTitle>{t('crmCampaigns.form.title')}</PageTitle>
      <CampaignForm onSaved={(c) => navigate(detailsPath(c.id))} />
    </Stack>
  );
}
