import { lazy, Suspense } from 'react';
import { loadCheckinPaymentStep } from '../../billing/public';
import { Busy } from '../busy';
import { useGuest } from '../use-guest';
import { dispatch } from '../wizard-store';

// The billing feature's screen, loaded with its own chunk when the step is first shown.
const Screen = lazy(() => loadCheckinPaymentStep().then((CheckinPaymentStep) => ({ default: CheckinPaymentStep })));

/** The payment step (TSYCFGHASPAYMENT = S): the billing feature's screen. */
export function PaymentStep() {
  const { data, token, personId, extras } = useGuest();
  // What the guest gave in the wizard is not asked again (issue 13); a foreigner's payment still asks for a CPF.
  return (
    <Suspense fallback={<Busy />}>
      <Screen
        codRes={Number(data.codRes)}
        token={token}
        codPesRes={personId || null}
        known={{ email: data.email, cpf: extras.brazilian ? data.cpf : null }}
        onDone={() => dispatch({ type: 'next' })}
      />
    </Suspense>
  );
}
