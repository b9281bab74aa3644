import { useT } from '../../i18n/use-t';
import { requestActivation } from './api';
import { EmailRequestForm } from './email-request-form';

export function ActivationRequestPage() {
  const { t } = useT();
  return (
    <EmailRequestForm
      title={t('auth.activation.title')}
      description={t('auth.activation.description')}
      emailLabel={t('auth.activation.email')}
      submitLabel={t('auth.activation.submit')}
      request={requestActivation}
    />
  );
}
