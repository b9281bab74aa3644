import { formatMoney } from '@gm/domain/format';
import { installmentPlan } from '@gm/domain/money';
import { NativeSelect } from '@mantine/core';
import { type Translate, useT } from '../../i18n/use-t';

interface Props {
  dueCents: number;
  /** 1..QTDMAXPARCELASPGTO, without those below the R$ 5,00 minimum installment (the invoice's parcelas). */
  options: number[];
  value: number | null;
  onChange: (n: number) => void;
  /** Show 'Selecione a quantidade de parcelas'. */
  error?: boolean;
  disabled?: boolean;
}

/**
 * '6 parcelas de R$ 50,00', or when the total does not divide evenly '6 parcelas: 5 de R$ 239,58 + 1 de R$ 239,60'
 * (the last takes the difference), so the label always adds up to the amount due.
 */
export function installmentLabel(t: Translate, dueCents: number, n: number): string {
  const plan = installmentPlan(dueCents, n);
  if (n === 1) return t('billing.payment.installmentOne', { n, amount: formatMoney(plan.lastCents) });
  if (plan.lastCents === plan.regularCents) return t('billing.payment.installmentMany', { n, amount: formatMoney(plan.regularCents) });
  return t('billing.payment.installmentUneven', {
    n,
    rest: n - 1,
    amount: formatMoney(plan.regularCents),
    last: formatMoney(plan.lastCents),
  });
}

/** The installment selector: '1 parcela de R$ 100,00', '2 parcelas de R$ 50,00', ... */
export function InstallmentSelect({ dueCents, options, value, onChange, error, disabled }: Props) {
  const { t } = useT();
  const list = options.length ? options : [1];
  const data = [
    { value: '', label: t('billing.payment.installmentsPlaceholder'), disabled: true },
    ...list.map((n) => ({ value: String(n), label: installmentLabel(t, Math.max(0, dueCents), n) })),
  ];
  return (
    <NativeSelect
      label={t('billing.payment.installments')}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      error={error ? t('billing.payment.selectInstallments') : undefined}
      disabled={disabled}
      maw={320}
    />
  );
}
