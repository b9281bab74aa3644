import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { useLiveRefetch } from '../../lib/api/live-refetch';
import { billingKeys, listCards, listInvoices } from './api';
import { billingBundle } from './i18n/bundle';

/** The billing translations; components render once they are in (they load with the first billing screen). */
export function useBillingBundle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadFeatureBundle(billingBundle).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

export function useInvoices(codRes: number) {
  return useQuery({ queryKey: billingKeys.invoices(codRes), queryFn: () => listInvoices(codRes), staleTime: 10_000 });
}

export function useCards(codRes: number, enabled = true) {
  return useQuery({ queryKey: billingKeys.cards(codRes), queryFn: () => listCards(codRes).then((r) => r.paymentMethods), enabled });
}

/** Re-queries one invoice now (polling after a payment with no definitive answer yet). */
export function useFetchInvoice(codRes: number, codCab: number) {
  const client = useQueryClient();
  return () =>
    client
      .fetchQuery({ queryKey: billingKeys.invoice(codRes, codCab), queryFn: () => listInvoices(codRes, codCab), staleTime: 0 })
      .then((r) => r.fatura);
}

/**
 * Refetches the billing screens when an invoice of the current hotel changes ('invoice.changed': a payment answered
 * by the reconciler, another user's edit). A burst of events causes one refetch; this tab's own writes, whose replies
 * are already in the cache, none (decision 0029).
 */
export function useLiveInvoices(): void {
  useLiveRefetch(['invoice.changed'], billingKeys.all);
}
