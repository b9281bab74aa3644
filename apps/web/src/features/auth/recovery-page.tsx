import { useT } from '../../i18n/use-t';
import { requestRecovery } from './api';
import { EmailRequestForm } from './email-request-form';

export function RecoveryPage() {
  const { t } = useT();
  return (
    <EmailRequestForm
      title={t('auth.recovery.title')}
      description={t('auth.recovery.description')}
      emailLabel={t('auth.recovery.email')}
      submitLabel={t('auth.recovery.submit')}
      request={requestRecovery}
    />
  );
}
