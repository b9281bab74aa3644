import type { BlobKind } from '@gm/contracts/checkin';
import sharp from 'sharp';
import type { Rng } from './random';

/**
 * The demo's document photos and signatures: a few small JPEGs drawn once per start (an identity card, a driving
 * licence, their back, hand-like signatures), shared by every completed check-in (each stored as its own sealed
 * object, as an upload would be). "DOCUMENTO DEMO" is written on every document so nobody takes them for real ones.
 */

export interface DemoImage {
  kind: BlobKind;
  data: Buffer;
  width: number;
  height: number;
  quality: number;
}

export interface DemoImages {
  fronts: DemoImage[];
  back: DemoImage;
  signatures: DemoImage[];
}

const W = 440;
const H = 280;
const FONT = 'DejaVu Sans, Arial, sans-serif';

function card(title: string, subtitle: string, colour: string, band: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" rx="18" fill="${colour}"/>
  <rect x="14" y="14" width="${W - 28}" height="40" rx="6" fill="${band}"/>
  <text x="26" y="41" font-family="${FONT}" font-size="17" font-weight="bold" fill="#fff">${title}</text>
  <text x="26" y="76" font-family="${FONT}" font-size="12" fill="#333">${subtitle}</text>
  <rect x="22" y="90" width="110" height="136" rx="6" fill="#00000022"/>
  <circle cx="77" cy="140" r="26" fill="#00000033"/><rect x="44" y="172" width="66" height="40" rx="20" fill="#00000033"/>
  <text x="150" y="104" font-family="${FONT}" font-size="11" fill="#444">NOME</text>
  <rect x="150" y="112" width="250" height="12" rx="3" fill="#00000030"/>
  <text x="150" y="146" font-family="${FONT}" font-size="11" fill="#444">CPF</text>
  <rect x="150" y="154" width="150" height="12" rx="3" fill="#00000030"/>
  <text x="150" y="188" font-family="${FONT}" font-size="11" fill="#444">DATA DE NASCIMENTO</text>
  <rect x="150" y="196" width="110" height="12" rx="3" fill="#00000030"/>
  <text x="${W / 2}" y="${H - 20}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" fill="#b03a2e" opacity="0.85">DOCUMENTO DEMO</text>
</svg>`;
}

function back(): string {
  const lines = Array.from(
    { length: 6 },
    (_, i) => `<rect x="26" y="${70 + i * 22}" width="${380 - (i % 3) * 60}" height="10" rx="3" fill="#00000026"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" rx="18" fill="#e6ebe1"/>
  <text x="26" y="44" font-family="${FONT}" font-size="13" font-weight="bold" fill="#2f5d3a">VERSO - VÁLIDA EM TODO O TERRITÓRIO NACIONAL</text>
  ${lines.join('\n  ')}
  <text x="${W / 2}" y="${H - 20}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" fill="#b03a2e" opacity="0.85">DOCUMENTO DEMO</text>
</svg>`;
}

/** A hand-like stroke: a smooth curve through points drawn from the demo's random stream. */
function signature(rng: Rng): string {
  const pts: string[] = [];
  let x = 30;
  for (let i = 0; i < 14; i++) {
    x += rng.int(16, 30);
    pts.push(`${x},${rng.int(40, 110)}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
  <rect width="480" height="160" fill="#ffffff"/>
  <path d="M 30,${rng.int(70, 90)} C ${pts.join(' ')}" fill="none" stroke="#1a2a6c" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <line x1="30" y1="130" x2="450" y2="130" stroke="#999" stroke-width="1"/>
</svg>`;
}

async function jpeg(svg: string, kind: BlobKind): Promise<DemoImage> {
  const quality = 70;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { kind, data, width: info.width, height: info.height, quality };
}

export async function drawDemoImages(rng: Rng): Promise<DemoImages> {
  const [rg, cnh, verso, ...signatures] = await Promise.all([
    jpeg(card('CARTEIRA DE IDENTIDADE', 'REPÚBLICA FEDERATIVA DO BRASIL', '#dfe9f3', '#2c5282'), 'persondoc'),
    jpeg(card('CARTEIRA NACIONAL DE HABILITAÇÃO', 'MINISTÉRIO DOS TRANSPORTES', '#e3ecd9', '#2f6b3a'), 'persondoc'),
    jpeg(back(), 'persondoc'),
    ...Array.from({ length: 4 }, () => jpeg(signature(rng), 'personsign')),
  ]);
  return { fronts: [rg!, cnh!], back: verso!, signatures };
}
