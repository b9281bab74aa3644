import type { BookingDetails, BookingPersonDetails } from '@gm/contracts/bookings';
import type { PersonImages } from '@gm/contracts/checkin/replies';
import { documentColumns } from '@gm/domain/bookings-documents';
import { formatPhone } from '@gm/domain/phones';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { DocImage } from './doc-image';
import { DocumentValue, DuplicateProfiles } from './identity-tools';
import { originLabel } from './origin-label';
import { PmsStatusIcon } from './pms-status-icon';
import { TermsViewerModal } from './terms-viewer-modal';

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '-' : value}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Kinship: P father, M mother, anything else others (spec section 2). */
function kinshipKey(value: string | null): string | null {
  if (!value) return null;
  return value === 'P' ? 'bookings.detail.kinship.P' : value === 'M' ? 'bookings.detail.kinship.M' : 'bookings.detail.kinship.other';
}

const PET_KEYS = ['', 'VERSO', 'VERSO2', 'VERSO3', 'VERSO4', 'VERSO5'] as const;

interface Props {
  booking: BookingDetails;
  person: BookingPersonDetails;
  /** Signed URLs from the image service; undefined while loading or when the service is unavailable. */
  images: PersonImages | undefined;
  onBack: () => void;
}

/**
 * A guest's web check-in detail (spec section 2): booking and check-in data, accepted terms, every
 * personal and address field, and the document images (zoom, download, no right-click, empty-slot texts).
 */
export function GuestDetail({ booking, person, images, onBack }: Props) {
  const { t } = useT();
  const { contextIns } = useSession();
  const flags: Record<string, unknown> = contextIns ?? {};
  const columns = documentColumns(flags);
  const simplified = typeof flags.ISCHECKINSIMPLIFICADO === 'string' ? flags.ISCHECKINSIMPLIFICADO : '';
  const showCardHolder = simplified.includes('G');
  const g = person.hospede;
  const img = images?.imagens;
  const slot = (label: string, key: string | null, url: string | null | undefined, empty: string) => (
    <DocImage key={label} label={t(label)} hasKey={!!key} url={url} emptyText={t(empty)} />
  );
  const sex = g?.sexo
    ? t(g.sexo === 'M' ? 'bookings.detail.sex.M' : g.sexo === 'F' ? 'bookings.detail.sex.F' : 'bookings.detail.sex.O')
    : null;
  const kinship = kinshipKey(g?.grauParentesco ?? null);
  // The accepted terms open in the terms iframe (TermsViewerModal).
  const [viewing, setViewing] = useState<{ term: string; url: string } | null>(null);
  return (
    <Stack gap="md" data-testid="guest-detail">
      <TermsViewerModal term={viewing?.term ?? ''} url={viewing?.url ?? null} onClose={() => setViewing(null)} />
      <Group justify="space-between">
        <Title order={2} size="h4">
          {person.WEBCHECKNOME ?? person.NOME}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
          {t('bookings.detail.back')}
        </Button>
      </Group>
      <Section title={t('bookings.detail.booking')}>
        <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0} spacing="sm">
          <Item label={t('bookings.form.voucher')} value={booking.VOUCHER} />
          <Item label={t('bookings.fields.status')} value={t(`bookings.status.${booking.STATUS}`)} />
          <Item label={t('bookings.fields.checkIn')} value={booking.DTRESERVA} />
          <Item label={t('bookings.fields.checkOut')} value={booking.DHSAIDAPREV} />
          <Item label={t('bookings.fields.createdAt')} value={booking.DHINCLUSAO} />
          <Item label={t('bookings.fields.origin')} value={originLabel(t, booking.ORIGEMFINAL ?? booking.ORIGEM)} />
          <Item label={t('bookings.detail.checkedInAt')} value={booking.DHCHECKIN} />
          <Item label={t('bookings.detail.checkedOutAt')} value={booking.DHCHECKOUT} />
        </SimpleGrid>
      </Section>
      <Section title={t('bookings.detail.checkin')}>
        <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0} spacing="sm">
          <Item label={t('bookings.detail.webcheckinStatus')} value={t(`bookings.webcheckin.${person.statusWebCheckin}`)} />
          <Item label={t('bookings.detail.webcheckinAt')} value={person.DHWEBCHECKIN} />
          <Item label={t('bookings.form.name')} value={person.WEBCHECKNOME ?? person.NOME} />
          <Item label={t('bookings.form.email')} value={person.WEBCHECKEMAIL ?? person.EMAIL} />
          <Item label={t('bookings.form.phone')} value={formatPhone(person.WEBCHECKTELEFONE ?? person.TELEFONE)} />
          <DocumentValue
            label={t('bookings.form.document')}
            value={person.WEBCHECKDOC ?? person.DOC}
            target={{ CODPESRES: person.CODPESRES }}
            field={person.WEBCHECKDOC ? 'WEBCHECKDOC' : 'DOC'}
          />
          <Item label={t('bookings.detail.atReception')} value={t(`bookings.detail.yesNo.${person.apresentarNaRecepcao}`)} />
          <div>
            <Text component="dt" size="xs" fw={600} c="dimmed">
              {t('bookings.detail.pms')}
            </Text>
            <Group component="dd" m={0} gap={6}>
              <PmsStatusIcon registration={person} name={person.NOME} />
              <Text size="xs">{t('bookings.pms.released', { date: person.dhLiberacao })}</Text>
            </Group>
          </div>
        </SimpleGrid>
      </Section>
      <Section title={t('bookings.detail.terms')}>
        {person.aceiteTermosJuridicos.length === 0 ? (
          <Text size="sm">{t('bookings.detail.noTerms')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.detail.signature')}</Table.Th>
                  <Table.Th>{t('bookings.detail.term')}</Table.Th>
                  <Table.Th>{t('bookings.detail.acceptedAt')}</Table.Th>
                  <Table.Th>{t('bookings.detail.ip')}</Table.Th>
                  <Table.Th>{t('bookings.detail.device')}</Table.Th>
                  <Table.Th>{t('bookings.identity.assistedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {person.aceiteTermosJuridicos.map((term, i) => {
                  const signed = images?.aceiteTermosJuridicos[i];
                  const match = signed && signed.CHAVEIMGASSINATURA === term.CHAVEIMGASSINATURA ? signed : undefined;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a term can be accepted twice at the same second; the index keeps keys unique
                    <Table.Tr key={`${term.dhAceite}-${i}`} data-testid="term-row">
                      <Table.Td w={180}>
                        <DocImage
                          label={t('bookings.detail.signature')}
                          hasKey={!!term.CHAVEIMGASSINATURA}
                          url={match?.assinatura}
                          emptyText={t('bookings.detail.empty.signature')}
                        />
                      </Table.Td>
                      <Table.Td>
                        {match ? (
                          <Anchor
                            component="button"
                            type="button"
                            size="sm"
                            aria-haspopup="dialog"
                            aria-label={t('bookings.termsViewer.open', { term: term.descrTermo })}
                            onClick={() => setViewing({ term: term.descrTermo, url: match.url })}
                            data-testid="term-view"
                          >
                            {term.descrTermo}
                          </Anchor>
                        ) : (
                          term.descrTermo
                        )}
                      </Table.Td>
                      <Table.Td>{term.dhAceite}</Table.Td>
                      <Table.Td>{term.ip ?? '-'}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{term.userAgent ?? '-'}</Table.Td>
                      <Table.Td data-testid="term-assisted">{term.assistidoPor ?? t('bookings.identity.byGuest')}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      {g && <DuplicateProfiles guest={g} duplicates={g.duplicados ?? []} />}
      {g && (
        <Section title={t('bookings.detail.personal')}>
          <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0} spacing="sm">
            <Item label={t('bookings.detail.fullName')} value={g.nomeCompleto} />
            <Item label={t('bookings.detail.sex.label')} value={sex} />
            <Item label={t('bookings.detail.birthDate')} value={g.dataNasc} />
            <Item label={t('bookings.form.email')} value={g.email} />
            <Item label={t('bookings.detail.mobile')} value={formatPhone(g.celular)} />
            <Item label={t('bookings.form.phone')} value={formatPhone(g.telefone)} />
            <Item label={t('bookings.detail.profession')} value={g.profissao} />
            <Item label={t('bookings.detail.nationality')} value={g.nacionalidadeDescr ?? g.nacionalidade} />
            <DocumentValue label={t('bookings.detail.cpf')} value={g.cpf} target={{ codPes: g.codPes }} field="cpf" />
            <DocumentValue
              label={t('bookings.detail.travelDocument')}
              value={g.travelDocument}
              target={{ codPes: g.codPes }}
              field="travelDocument"
            />
            <Item label={t('bookings.detail.country')} value={g.pais} />
            <Item label={t('bookings.detail.state')} value={g.estado} />
            <Item label={t('bookings.detail.city')} value={g.cidade} />
            <Item label={t('bookings.detail.zip')} value={g.cep} />
            <Item label={t('bookings.detail.district')} value={g.bairro} />
            <Item label={t('bookings.detail.address')} value={g.endereco} />
            <Item label={t('bookings.detail.number')} value={g.nroEndereco} />
            <Item label={t('bookings.detail.complement')} value={g.complementoEnd} />
            <Item label={t('bookings.detail.plate')} value={g.placaVeiculo} />
            <Item label={t('bookings.detail.kinship.label')} value={kinship ? t(kinship) : null} />
            {showCardHolder && (
              <Item
                label={t('bookings.detail.cardHolder.label')}
                value={t(g.titularCartao === 'T' ? 'bookings.detail.cardHolder.T' : 'bookings.detail.cardHolder.own')}
              />
            )}
            <Item label={t('bookings.detail.accessibility')} value={g.acessibilidade} />
            <Item label={t('bookings.detail.dietary')} value={g.restricaoAlimentar} />
          </SimpleGrid>
        </Section>
      )}
      <Section title={t('bookings.detail.images')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {slot('bookings.detail.slot.signature', person.WEBCHECKCHAVEIMGASSINATURA, img?.assinatura, 'bookings.detail.empty.signature')}
          {slot('bookings.detail.slot.docFront', person.WEBCHECKCHAVEIMGDOCUMENTO, img?.documento, 'bookings.detail.empty.docFront')}
          {slot(
            'bookings.detail.slot.docBack',
            person.WEBCHECKCHAVEIMGDOCUMENTOVERSO,
            img?.documentoVerso,
            'bookings.detail.empty.docBack',
          )}
          {columns.includes('vaccineFront') &&
            slot(
              'bookings.detail.slot.vaccineFront',
              person.WEBCHECKCHAVEIMGDOCUMENTOVACINA,
              img?.vacina,
              'bookings.detail.empty.vaccineFront',
            )}
          {columns.includes('vaccineBack') &&
            slot(
              'bookings.detail.slot.vaccineBack',
              person.WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO,
              img?.vacinaVerso,
              'bookings.detail.empty.vaccineBack',
            )}
          {columns.includes('petFront') &&
            PET_KEYS.map((suffix, i) => (
              <DocImage
                key={`pet${suffix}`}
                label={t('bookings.detail.slot.pet', { n: i + 1 })}
                hasKey={!!person[`WEBCHECKCHAVEIMGDOCUMENTOPET${suffix}`]}
                url={img?.pet[i]}
                emptyText={t('bookings.detail.empty.pet', { n: i + 1 })}
              />
            ))}
          {columns.includes('authorization') &&
            slot(
              'bookings.detail.slot.authorization',
              person.WEBCHECKCHAVEIMGAUTORIZACAO,
              img?.autorizacao,
              'bookings.detail.empty.authorization',
            )}
          {showCardHolder &&
            slot(
              'bookings.detail.slot.cardAuthorization',
              person.WEBCHECKCHAVEIMGAUTORIZACAOCARTAO,
              img?.autorizacaoCartao,
              'bookings.detail.empty.cardAuthorization',
            )}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
