import { currentStep, type WizardStep } from '@gm/domain/wizard';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { loadFeatureBundle } from '../../../i18n/feature-bundles';
import { withQueryClient } from '../../../lib/query-scope';
import { checkinStepsBundle } from '../bundle';
import { Busy } from '../busy';
import { SearchStep } from '../steps/search-step';
import { useCheckin } from '../wizard-store';
import { useWizardHistory } from './history';
import { StepBar } from './step-bar';
import { loadStepIcons } from './step-meta';

type StepLoader = () => Promise<ComponentType>;

// Each step is its own chunk: the first screen (the booking search) loads alone; the next step is fetched
// while the guest fills the current one. The steps after the search read server state through TanStack Query,
// whose client loads with them, as do their icons, not with the guest's first screen
// (docs/decisions/0015-guest-entry.md).
const CHUNKS: Partial<Record<WizardStep, StepLoader>> = {
  'select-person': () => import('../steps/select-person-step').then((m) => m.SelectPersonStep),
  registration: () => import('../steps/registration-step').then((m) => m.RegistrationStep),
  address: () => import('../steps/address-step').then((m) => m.AddressStep),
  documents: () => import('../steps/documents-step').then((m) => m.DocumentsStep),
  vaccine: () => import('../steps/vaccine-step').then((m) => m.VaccineStep),
  pet: () => import('../steps/pet-step').then((m) => m.PetStep),
  authorization: () => import('../steps/authorization-step').then((m) => m.AuthorizationStep),
  summary: () => import('../steps/summary-step').then((m) => m.SummaryStep),
  payment: () => import('../steps/payment-step').then((m) => m.PaymentStep),
  confirmation: () => import('../steps/confirmation-step').then((m) => m.ConfirmationStep),
};
const LOADERS = Object.fromEntries(
  Object.entries(CHUNKS).map(([step, load]) => [
    step,
    () => Promise.all([withQueryClient(load)(), loadStepIcons(), loadFeatureBundle(checkinStepsBundle)]).then(([Step]) => Step),
  ]),
) as Partial<Record<WizardStep, StepLoader>>;

const lazySteps = new Map<WizardStep, LazyExoticComponent<ComponentType>>();
function stepComponent(step: WizardStep): ComponentType | LazyExoticComponent<ComponentType> | null {
  if (step === 'search') return SearchStep;
  const load = LOADERS[step];
  if (!load) return null;
  let c = lazySteps.get(step);
  if (!c) {
    c = lazy(() => load().then((C) => ({ default: C })));
    lazySteps.set(step, c);
  }
  return c;
}

/**
 * The wizard on a phone: the step bar and the current step, driven by the pure machine of @gm/domain/wizard.
 * `screens`: a page's own screens for some steps (the kiosk's search, payment and check-in).
 */
export function Wizard({ screens }: { screens?: Partial<Record<WizardStep, ComponentType>> }) {
  const s = useCheckin();
  const step = currentStep(s.machine);
  // After the last step the wizard has finished: the confirmation stays on screen whatever the last step was.
  const Step = screens?.[step] ?? (s.machine.finished ? stepComponent('confirmation') : stepComponent(step));
  const next = s.machine.steps[s.machine.index + 1];
  useWizardHistory(s.machine.index);

  useEffect(() => {
    if (!next) return;
    const warm = () => void LOADERS[next]?.().catch(() => undefined);
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
    if (idle) idle(warm);
    else setTimeout(warm, 200);
  }, [next]);

  return (
    <div data-testid="wizard" data-step={s.machine.finished ? 'finished' : step}>
      <StepBar />
      <Suspense fallback={<Busy testId="step-loading" />}>
        {Step && <Step key={`${s.machine.finished ? 'finished' : step}:${s.machine.data.idPessoaReserva ?? ''}`} />}
      </Suspense>
    </div>
  );
}
