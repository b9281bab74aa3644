import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { bookingImages, bookingKeys } from './api';
import type { BookingTabProps } from './booking-tab-props';
import { GuestDetail } from './guest-detail';
import { PmsStatusIcon } from './pms-status-icon';
import { useBookingAccess } from './use-booking-access';

function Mark({ ok }: { ok: boolean }) {
  const { t } = useT();
  const label = t(ok ? 'bookings.documents.present' : 'bookings.documents.missing');
  const Icon = ok ? IconCheck : IconX;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-ok={ok}
      style={{ display: 'inline-flex', color: ok ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)' }}
    >
      <Icon size={18} aria-hidden="true" />
    </span>
  );
}

/**
 * The documents tab (spec section 2): a row per guest with a check or a cross per document (columns
 * from the hotel's flags, decided by the server with the domain rule), the PMS status; a row opens the
 * guest's detail.
 */
export function DocumentsTab({ codRes, details }: BookingTabProps) {
  const { t } = useT();
  const [selected, setSelected] = useState<number | null>(null);
  const access = useBookingAccess();
  // The image service serves staff with TRIAL reservas or checkinouts.
  const mayViewImages = access.reservas || access.checkinouts;
  // Signed image URLs expire after 15 minutes: fetched when the tab opens, refreshed before they lapse.
  const images = useQuery({
    queryKey: bookingKeys.images(codRes),
    queryFn: () => bookingImages(codRes),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
    meta: { handlesErrors: true },
    enabled: mayViewImages,
  });
  const { reserva, documentos } = details;
  const person = reserva.pessoasReserva.find((p) => p.CODPESRES === selected);
  if (person) {
    return (
      <GuestDetail
        booking={reserva}
        person={person}
        images={images.data?.pessoas.find((p) => p.CODPESRES === person.CODPESRES)}
        onBack={() => setSelected(null)}
      />
    );
  }
  const columns = documentos.colunas;
  return (
    <>
      {(images.isError || !mayViewImages) && (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {t('bookings.documents.imagesUnavailable')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover striped data-testid="documents-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bookings.documents.guest')}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c} ta="center">
                  {t(`bookings.documents.col.${c}`)}
                </Table.Th>
              ))}
              <Table.Th ta="center">{t('bookings.documents.pms')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documentos.pessoas.map((row) => {
              const p = reserva.pessoasReserva.find((x) => x.CODPESRES === row.CODPESRES);
              return (
                <Table.Tr
                  key={row.CODPESRES}
                  onClick={() => setSelected(row.CODPESRES)}
                  style={{ cursor: 'pointer' }}
                  data-testid="documents-row"
                >
                  <Table.Td>
                    <UnstyledButton
                      onClick={() => setSelected(row.CODPESRES)}
                      td="underline"
                      c="var(--mantine-primary-color-filled)"
                      aria-label={t('bookings.documents.open', { name: row.NOME })}
                    >
                      {p?.WEBCHECKNOME ?? row.NOME}
                    </UnstyledButton>
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c} ta="center">
                      <Mark ok={row[c] === true} />
                    </Table.Td>
                  ))}
                  <Table.Td ta="center" onClick={(e) => e.stopPropagation()}>
                    {p && <PmsStatusIcon registration={p} name={p.NOME} />}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
