import { Badge, Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';
import { emptyGuest, type GuestBlock } from './booking-form';

interface Props {
  guests: GuestBlock[];
  onChange: (guests: GuestBlock[]) => void;
  editable: boolean;
  errors: Record<string, string>;
}

/**
 * The repeatable guest block (spec section 2): name, e-mail, phone, document; add on the last block,
 * remove when there is more than one. A guest who completed the web check-in cannot be removed.
 */
export function GuestBlocks({ guests, onChange, editable, errors }: Props) {
  const { t } = useT();
  const set = (i: number, patch: Partial<GuestBlock>) => onChange(guests.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const err = (i: number, f: string) => errors[`pessoasReserva.${i}.${f}`] || undefined;
  return (
    <>
      {guests.map((g, i) => {
        const n = i + 1;
        const last = i === guests.length - 1;
        return (
          <Fieldset
            key={g.key}
            legend={
              <Group gap={6}>
                <span>{t('bookings.form.guest', { n })}</span>
                {g.statusWebCheckin === 'D' && (
                  <Badge size="xs" color="green" variant="light" c="dark.7">
                    {t('bookings.webcheckin.D')}
                  </Badge>
                )}
              </Group>
            }
            data-testid="guest-block"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('bookings.form.name')}
                required={editable}
                readOnly={!editable}
                value={g.NOME}
                onChange={(e) => set(i, { NOME: e.currentTarget.value })}
                error={err(i, 'NOME')}
                maxLength={200}
                autoComplete="off"
              />
              <TextInput
                type="email"
                label={t('bookings.form.email')}
                readOnly={!editable}
                value={g.EMAIL}
                onChange={(e) => set(i, { EMAIL: e.currentTarget.value })}
                error={err(i, 'EMAIL')}
                maxLength={254}
                autoComplete="off"
              />
              <TextInput
                type="tel"
                label={t('bookings.form.phone')}
                readOnly={!editable}
                value={g.TELEFONE}
                onChange={(e) => set(i, { TELEFONE: e.currentTarget.value })}
                error={err(i, 'TELEFONE')}
                maxLength={30}
                autoComplete="off"
              />
              <TextInput
                label={t('bookings.form.document')}
                readOnly={!editable}
                value={g.DOC}
                onChange={(e) => set(i, { DOC: e.currentTarget.value })}
                error={err(i, 'DOC')}
                maxLength={40}
                autoComplete="off"
              />
            </SimpleGrid>
            {editable && (
              <Group justify="flex-end" gap="xs" mt="sm">
                {guests.length > 1 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    // Mantine's hover tint (red.2) leaves the red text at 3.75:1; red.0 keeps it above AA.
                    style={{ '--button-hover': 'var(--mantine-color-red-0)' } as CSSProperties}
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    disabled={g.statusWebCheckin === 'D'}
                    title={g.statusWebCheckin === 'D' ? t('bookings.form.cannotRemove') : undefined}
                    onClick={() => onChange(guests.filter((_, j) => j !== i))}
                  >
                    {t('bookings.form.removeGuest', { n })}
                  </Button>
                )}
                {last && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    onClick={() => onChange([...guests, emptyGuest()])}
                  >
                    {t('bookings.form.addGuest')}
                  </Button>
                )}
              </Group>
            )}
          </Fieldset>
        );
      })}
    </>
  );
}
