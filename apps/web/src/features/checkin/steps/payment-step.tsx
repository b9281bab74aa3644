import { lazy, Suspense } from 'react';
import { loadCheckinPaymentStep } from '../../billing/public';
import { Busy } from '../busy';
import { useGuest } from '../use-guest';
import { dispatch } from '../wizard-store';

// The billing feature's screen, loaded with its own chunk when the step is first shown.
const Screen = lazy(() => loadCheckinPaymentStep().then((CheckinPaymentStep) => ({ default: CheckinPaymentStep })));

/** The payment step (TSYCFGHASPAYMENT = S): the billing feature's screen. */
export function PaymentStep() {
  const { data, token, personId } = useGuest();
  return (
    <Suspense fallback={<Busy />}>
      <Screen codRes={Number(data.codRes)} token={token} codPesRes={personId || null} onDone={() => dispatch({ type: 'next' })} />
    </Suspense>
  );
}
