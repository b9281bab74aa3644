import { foldText } from '@gm/domain/bookings';
import type { Rng } from './random';

/** Who stays at the demo's properties: Brazilian names, valid CPFs, phones, e-mails and addresses (a few foreigners). */

const FEMALE = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Camila',
  'Beatriz',
  'Larissa',
  'Letícia',
  'Mariana',
  'Amanda',
  'Bruna',
  'Alice',
  'Helena',
  'Laura',
  'Valentina',
  'Sofia',
  'Isabela',
  'Manuela',
  'Giovanna',
  'Luíza',
  'Heloísa',
  'Lorena',
  'Lívia',
  'Cecília',
  'Adriana',
  'Aline',
  'Bianca',
  'Carolina',
  'Débora',
  'Elaine',
  'Flávia',
  'Gabriela',
  'Jéssica',
  'Karina',
  'Lúcia',
  'Mônica',
  'Natália',
  'Priscila',
  'Raquel',
  'Simone',
  'Tatiana',
  'Vanessa',
  'Renata',
  'Sandra',
  'Cláudia',
  'Rosângela',
  'Francisca',
] as const;
const MALE = [
  'João',
  'José',
  'Pedro',
  'Paulo',
  'Lucas',
  'Gabriel',
  'Rafael',
  'Mateus',
  'Carlos',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Leonardo',
  'Marcelo',
  'Otávio',
  'Ricardo',
  'Sérgio',
  'Thiago',
  'Vinícius',
  'Antônio',
  'Francisco',
  'Raimundo',
  'Luiz',
  'Daniel',
  'Diego',
  'André',
  'Bruno',
  'Caio',
  'Davi',
  'Enzo',
  'Fábio',
  'Guilherme',
  'Hugo',
  'Joaquim',
  'Murilo',
  'Renan',
  'Samuel',
  'Vitor',
  'Rodrigo',
  'Márcio',
  'Fernando',
  'Roberto',
  'Alexandre',
] as const;
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Batista',
  'Campos',
  'Castro',
  'Conceição',
  'Cunha',
  'Duarte',
  'Farias',
  'Fonseca',
  'Guimarães',
  'Leite',
  'Macedo',
  'Medeiros',
  'Miranda',
  'Nogueira',
  'Pacheco',
  'Pires',
  'Queiroz',
  'Reis',
  'Sampaio',
  'Siqueira',
  'Tavares',
  'Vasconcelos',
  'Xavier',
  'Azevedo',
  'Brito',
  'Coelho',
  'Figueiredo',
  'Magalhães',
  'Rezende',
] as const;
const DOMAINS = [
  ['gmail.com', 46],
  ['hotmail.com', 16],
  ['outlook.com', 9],
  ['yahoo.com.br', 7],
  ['uol.com.br', 5],
  ['icloud.com', 5],
  ['bol.com.br', 3],
  ['terra.com.br', 3],
  ['globo.com', 2],
] as const;
const PROFESSIONS = [
  'Engenheiro(a)',
  'Professor(a)',
  'Advogado(a)',
  'Médico(a)',
  'Administrador(a)',
  'Analista de sistemas',
  'Comerciante',
  'Enfermeiro(a)',
  'Contador(a)',
  'Vendedor(a)',
  'Empresário(a)',
  'Estudante',
  'Aposentado(a)',
  'Arquiteto(a)',
  'Servidor(a) público(a)',
] as const;

/** Cities guests come from: IBGE code, state, area code (DDD), postal-code prefix, districts and streets. */
const CITIES = [
  {
    name: 'São Paulo',
    id: '3550308',
    state: 'SP',
    ddd: 11,
    cep: '01',
    weight: 30,
    districts: ['Pinheiros', 'Moema', 'Vila Mariana', 'Tatuapé'],
  },
  { name: 'Rio de Janeiro', id: '3304557', state: 'RJ', ddd: 21, cep: '22', weight: 12, districts: ['Copacabana', 'Tijuca', 'Botafogo'] },
  { name: 'Belo Horizonte', id: '3106200', state: 'MG', ddd: 31, cep: '30', weight: 8, districts: ['Savassi', 'Funcionários', 'Pampulha'] },
  { name: 'Campinas', id: '3509502', state: 'SP', ddd: 19, cep: '13', weight: 7, districts: ['Cambuí', 'Taquaral', 'Barão Geraldo'] },
  { name: 'Curitiba', id: '4106902', state: 'PR', ddd: 41, cep: '80', weight: 6, districts: ['Batel', 'Água Verde', 'Centro Cívico'] },
  { name: 'Porto Alegre', id: '4314902', state: 'RS', ddd: 51, cep: '90', weight: 5, districts: ['Moinhos de Vento', 'Menino Deus'] },
  { name: 'Brasília', id: '5300108', state: 'DF', ddd: 61, cep: '70', weight: 5, districts: ['Asa Sul', 'Asa Norte', 'Lago Sul'] },
  { name: 'Ribeirão Preto', id: '3543402', state: 'SP', ddd: 16, cep: '14', weight: 4, districts: ['Jardim Irajá', 'Centro'] },
  { name: 'Santos', id: '3548500', state: 'SP', ddd: 13, cep: '11', weight: 4, districts: ['Gonzaga', 'Ponta da Praia'] },
  { name: 'Salvador', id: '2927408', state: 'BA', ddd: 71, cep: '40', weight: 4, districts: ['Barra', 'Pituba', 'Rio Vermelho'] },
  { name: 'Recife', id: '2611606', state: 'PE', ddd: 81, cep: '50', weight: 3, districts: ['Boa Viagem', 'Graças'] },
  { name: 'Fortaleza', id: '2304400', state: 'CE', ddd: 85, cep: '60', weight: 3, districts: ['Meireles', 'Aldeota'] },
  {
    name: 'Florianópolis',
    id: '4205407',
    state: 'SC',
    ddd: 48,
    cep: '88',
    weight: 3,
    districts: ['Trindade', 'Centro', 'Lagoa da Conceição'],
  },
  { name: 'Goiânia', id: '5208707', state: 'GO', ddd: 62, cep: '74', weight: 3, districts: ['Setor Bueno', 'Setor Marista'] },
  { name: 'Sorocaba', id: '3552205', state: 'SP', ddd: 15, cep: '18', weight: 3, districts: ['Campolim', 'Centro'] },
] as const;
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Paulista',
  'Rua Tiradentes',
  'Rua da Paz',
  'Avenida Santos Dumont',
  'Rua Dom Pedro II',
  'Alameda dos Anjos',
] as const;

/** Foreign guests: country, name in Portuguese, first and last names. */
const FOREIGN = [
  {
    country: 'AR',
    name: 'Argentina',
    first: ['Martín', 'Lucía', 'Sebastián', 'Valeria'],
    last: ['García', 'Fernández', 'López'],
    prefix: '+54 9 11 ',
  },
  {
    country: 'US',
    name: 'Estados Unidos',
    first: ['Michael', 'Emma', 'John', 'Olivia'],
    last: ['Smith', 'Johnson', 'Brown'],
    prefix: '+1 415 ',
  },
  { country: 'PT', name: 'Portugal', first: ['Tiago', 'Inês', 'Rui', 'Beatriz'], last: ['Ferreira', 'Sousa', 'Pinto'], prefix: '+351 91 ' },
  { country: 'DE', name: 'Alemanha', first: ['Jonas', 'Hannah', 'Lukas'], last: ['Müller', 'Schmidt', 'Klein'], prefix: '+49 151 ' },
] as const;

/** The two check digits of a CPF's first nine digits (mod 11, BRAZIL.md). */
export function cpfCheckDigits(nine: string): string {
  const digit = (d: string) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (d.length + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const first = digit(nine);
  return `${first}${digit(nine + first)}`;
}

/** A valid CPF (11 digits, not all equal). */
export function randomCpf(rng: Rng): string {
  let nine = '';
  do {
    nine = Array.from({ length: 9 }, () => rng.int(0, 9)).join('');
  } while (/^(\d)\1{8}$/.test(nine));
  return nine + cpfCheckDigits(nine);
}

export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export interface Person {
  name: string;
  sex: 'M' | 'F';
  email: string;
  /** As a guest types it on a booking: +55 11 98765-4321. */
  phone: string;
  /** E.164, as the profile keeps it. */
  mobile: string;
  /** The document on the booking: a CPF (formatted or digits) or a passport number. */
  doc: string;
  cpf: string | null;
  passport: string | null;
  nationality: string;
  nationalityName: string;
  birthDate: string;
  profession: string;
  address: {
    country: string;
    state: string | null;
    city: string;
    cityId: string | null;
    zip: string | null;
    district: string | null;
    street: string;
    number: string;
  };
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A person of about `age` years on `today`. */
export function randomPerson(rng: Rng, today: string, opts: { age?: [number, number]; lastName?: string; foreign?: boolean } = {}): Person {
  const [minAge, maxAge] = opts.age ?? [22, 72];
  const year = Number(today.slice(0, 4)) - rng.int(minAge, maxAge);
  const birthDate = isoDate(year, rng.int(1, 12), rng.int(1, 28));
  const sex = rng.chance(0.5) ? 'F' : 'M';
  const foreign = opts.foreign ? rng.pick(FOREIGN) : null;
  const first = foreign ? rng.pick(foreign.first) : rng.pick(sex === 'F' ? FEMALE : MALE);
  const last = opts.lastName ?? (foreign ? rng.pick(foreign.last) : `${rng.chance(0.45) ? `${rng.pick(LAST)} ` : ''}${rng.pick(LAST)}`);
  const name = `${first} ${last}`;
  const slug = foldText(`${first}.${last.split(' ').at(-1)}`).replace(/[^a-z.]/g, '');
  const email = `${slug}${rng.chance(0.6) ? rng.int(1, 99) : ''}@${rng.weighted(DOMAINS.map(([d, w]) => [d, w] as const))}`;
  const city = rng.weighted(CITIES.map((c) => [c, c.weight] as const));
  const line = `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
  if (foreign) {
    const local = `${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    const passport = `${foreign.country}${rng.int(1000000, 9999999)}`;
    return {
      name,
      sex,
      email,
      phone: foreign.prefix + local,
      mobile: (foreign.prefix + local).replace(/\s/g, ''),
      doc: passport,
      cpf: null,
      passport,
      nationality: foreign.country,
      nationalityName: foreign.name,
      birthDate,
      profession: rng.pick(PROFESSIONS),
      address: {
        country: foreign.country,
        state: null,
        city: 'Exterior',
        cityId: null,
        zip: null,
        district: null,
        street: 'Main Street',
        number: String(rng.int(1, 900)),
      },
    };
  }
  const cpf = randomCpf(rng);
  return {
    name,
    sex,
    email,
    phone: `+55 ${city.ddd} 9${line}`,
    mobile: `+55${city.ddd}9${line.replace('-', '')}`,
    doc: rng.chance(0.4) ? formatCpf(cpf) : cpf,
    cpf,
    passport: null,
    nationality: 'BR',
    nationalityName: 'Brasil',
    birthDate,
    profession: rng.pick(PROFESSIONS),
    address: {
      country: 'BR',
      state: city.state,
      city: city.name,
      cityId: city.id,
      zip: `${city.cep}${rng.int(100000, 999999)}`,
      district: rng.pick(city.districts),
      street: rng.pick(STREETS),
      number: String(rng.int(10, 2500)),
    },
  };
}
