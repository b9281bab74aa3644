import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type pg from 'pg';
import { addDays, todayIn } from '../../packages/domain/src/bookings';
import { expect, signIn } from '../support/fixtures';

/** Helpers of the bookings browser tests (bookings*.spec.ts, reception*.spec.ts). */

/** ISO date relative to the hotel's today (demo hotels are in São Paulo). */
export function day(offset: number): string {
  return addDays(todayIn('America/Sao_Paulo'), offset);
}

export function ddmmyyyy(iso: string): string {
  return iso.split('-').reverse().join('/');
}

export function voucher(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();
}

/** `exclude`: a part axe cannot enter, e.g. a sandboxed frame without scripts (the e-mail preview). */
export async function seriousViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto(path);
}

/** The admin works in another of its hotels (change hotel, then the page reloads into it). */
export async function switchHotel(
  page: Page,
  name: string,
  current: 'Trocar de hotel' | 'Trocar de unidade' = 'Trocar de hotel',
): Promise<void> {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: current }).click();
  const dialog = page.getByRole('dialog', { name: current });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await dialog.getByRole('button', { name }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: /Menu do usuário/ })).toContainText(name);
}

/** A booking's card (reception, and the bookings page's card view). */
export function card(page: Page, code: string): Locator {
  return page.locator(`[data-testid="booking-card"][data-voucher="${code}"]`);
}

/** A booking's row in the bookings table (the bookings page's default view). */
export function bookingRow(page: Page, code: string): Locator {
  return page.locator(`[data-testid="booking-row"][data-voucher="${code}"]`);
}

export interface GuestInput {
  name: string;
  email?: string;
  phone?: string;
  doc?: string;
}

/** Fills the booking form of an open new/edit modal. */
export async function fillBooking(
  dialog: Locator,
  b: {
    voucher: string;
    checkIn: string;
    checkOut: string;
    origin?: string;
    guests: GuestInput[];
    checkInLabel?: string;
    checkOutLabel?: string;
    addLabel?: string;
    guestLabel?: string;
  },
) {
  await dialog.getByRole('textbox', { name: 'Voucher', exact: true }).fill(b.voucher);
  await dialog.getByRole('textbox', { name: b.checkInLabel ?? 'Check-in', exact: true }).fill(ddmmyyyy(b.checkIn));
  await dialog.getByRole('textbox', { name: b.checkOutLabel ?? 'Check-out', exact: true }).fill(ddmmyyyy(b.checkOut));
  if (b.origin) await dialog.getByRole('combobox', { name: 'Origem', exact: true }).selectOption(b.origin);
  for (const [i, g] of b.guests.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: b.addLabel ?? 'Adicionar hóspede' }).click();
    const block = dialog.getByRole('group', { name: new RegExp(`^${b.guestLabel ?? 'Hóspede'} ${i + 1}`) });
    await block.getByRole('textbox', { name: 'Nome', exact: true }).fill(g.name);
    if (g.email) await block.getByRole('textbox', { name: 'E-mail', exact: true }).fill(g.email);
    if (g.phone) await block.getByRole('textbox', { name: 'Telefone', exact: true }).fill(g.phone);
    if (g.doc) await block.getByRole('textbox', { name: 'Documento', exact: true }).fill(g.doc);
  }
}

const key = () => randomBytes(24).toString('base64url');

/**
 * What the check-in module stores when a guest finishes the web check-in (profile, image keys,
 * accepted term), written with SQL as the server's own integration tests do, so the documents tab has
 * something to show, then the live event the check-in module publishes. The PMS registration flow is
 * driven for real (the guest wizard) in the pending registrations test.
 */
export async function completeWebCheckin(db: pg.Pool, bookingVoucher: string, guestName: string) {
  const { rows } = await db.query<{ id: string; institution_id: string; booking_id: string }>(
    `SELECT bp.id, bp.institution_id, bp.booking_id FROM booking_persons bp JOIN bookings b ON b.id = bp.booking_id WHERE b.voucher = $1 AND bp.name = $2`,
    [bookingVoucher, guestName],
  );
  const person = rows[0];
  if (!person) throw new Error(`no guest ${guestName} on ${bookingVoucher}`);
  const { rows: g } = await db.query<{ id: string }>(
    `INSERT INTO guests (institution_id, full_name, sex, email, mobile, profession, nationality, nationality_name, birth_date, cpf, country, state,
                         city, zip, district, address, address_number, address_complement, vehicle_plate, kinship, card_holder, accessibility, dietary_restriction)
     VALUES ($1, $2, 'F', 'maria.web@example.test', '+5511987654321', 'Engenheira', 'BR', 'Brasileira', '1990-07-15', '52998224725',
             'BR', 'SP', 'São Paulo', '01310-100', 'Bela Vista', 'Av. Paulista', '1000', 'ap 12', 'ABC1D23', 'M', 'T', 'Cadeira de rodas', 'Sem glúten')
     RETURNING id`,
    [person.institution_id, `${guestName} Web`],
  );
  const signature = key();
  await db.query(
    `UPDATE booking_persons SET guest_id = $2, webcheckin_status = 'D', webcheckin_at = now(), webcheck_name = $3, webcheck_email = 'maria.web@example.test',
            webcheck_phone = '+5511987654321', webcheck_doc = '52998224725', signature_key = $4, doc_front_key = $5, doc_back_key = NULL,
            vaccine_front_key = $6, pet_keys = ARRAY[$7], auth_key = NULL
      WHERE id = $1`,
    [person.id, g[0]!.id, `${guestName} Web`, signature, key(), key(), key()],
  );
  await db.query(
    `INSERT INTO accepted_terms (institution_id, booking_person_id, signature_key, term_description, accepted_at, ip, user_agent)
     VALUES ($1, $2, $3, 'Termo de hospedagem', '2026-03-05T15:05:00Z', '203.0.113.7', 'Mozilla/5.0 (iPhone)')`,
    [person.institution_id, person.id, signature],
  );
  // Tell the live screens, as the check-in module does when a guest finishes (through PostgreSQL).
  await db.query(`SELECT pg_notify('gm_events', $1)`, [
    JSON.stringify({ institutionId: Number(person.institution_id), type: 'webcheckin.changed', id: Number(person.booking_id) }),
  ]);
  return { personId: Number(person.id) };
}
