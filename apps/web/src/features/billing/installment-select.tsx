import { formatMoney } from '@gm/domain/format';
import { splitInstallments } from '@gm/domain/money';
import { NativeSelect } from '@mantine/core';
import { useT } from '../../i18n/use-t';

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

/** The installment selector: '1 parcela de R$ 100,00', '2 parcelas de R$ 50,00', ... */
export function InstallmentSelect({ dueCents, options, value, onChange, error, disabled }: Props) {
  const { t } = useT();
  const list = options.length ? options : [1];
  const data = [
    { value: '', label: t('billing.payment.installmentsPlaceholder'), disabled: true },
    ...list.map((n) => ({
      value: String(n),
      label: t(n === 1 ? 'billing.payment.installmentOne' : 'billing.payment.installmentMany', {
        n,
        amount: formatMoney(splitInstallments(Math.max(0, dueCents), n)[0] ?? 0),
      }),
    })),
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
