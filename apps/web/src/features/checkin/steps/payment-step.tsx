import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { Busy } from '../busy';
import { type PaymentStepProps, paymentStepLoader } from '../payment-slot';
import { useGuest } from '../use-guest';
import { dispatch } from '../wizard-store';

/** The payment step (TSYCFGHASPAYMENT = S): the billing feature's screen, registered in payment-slot.ts. */
export function PaymentStep() {
  const { data, token, personId } = useGuest();
  const load = paymentStepLoader();
  const Screen = useMemo(() => (load ? lazy(() => load().then((C: ComponentType<PaymentStepProps>) => ({ default: C }))) : null), [load]);
  if (!Screen) return null;
  return (
    <Suspense fallback={<Busy />}>
      <Screen codRes={Number(data.codRes)} token={token} codPesRes={personId || null} onDone={() => dispatch({ type: 'next' })} />
    </Suspense>
  );
}
