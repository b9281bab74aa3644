import type { CheckinPerson } from '@gm/contracts/checkin';
import { describe, expect, it } from 'vitest';
import { additionalFields, addressFields, dataFromPerson, finishInput, personFieldOf, registrationFields } from './person-form';

const person: CheckinPerson = {
  codPes: 41,
  nomeCompleto: 'Ana Souza',
  sexo: 'F',
  email: 'ana@example.com',
  celular: '+5511987654321',
  telefone: null,
  profissao: null,
  nacionalidade: 'BR',
  nacionalidadeDescr: 'Brasil',
  dataNasc: '05/03/1990',
  travelDocument: null,
  cpf: '52998224725',
  pais: 'BR',
  estado: 'SP',
  cidade: 'São Paulo',
  cidadeId: '3550308',
  cep: '01001-000',
  bairro: 'Sé',
  endereco: 'Praça da Sé',
  nroEndereco: '1',
  complementoEnd: null,
  placaVeiculo: null,
  grauParentesco: null,
  titularCartao: null,
  acessibilidade: null,
  restricaoAlimentar: null,
};

describe('wizard data and person payloads', () => {
  it('reads a profile into wizard data (birth date as ISO, no empty values, codPes only when linked)', () => {
    const d = dataFromPerson(person, true);
    expect(d).toMatchObject({ codPes: '41', dataNasc: '1990-03-05', cidadeId: '3550308', cityId: '3550308', paisShort: 'BR' });
    expect('telefone' in d).toBe(false);
    expect(dataFromPerson(person, false).codPes).toBeUndefined();
  });

  it('sends the registration with DD/MM/YYYY and the CPF for Brazilians, the travel document for foreigners', () => {
    const d = { ...dataFromPerson(person, true), travelDocument: 'X123' };
    const br = registrationFields(d, true);
    expect(br).toMatchObject({ nomeCompleto: 'Ana Souza', dataNasc: '05/03/1990', cpf: '52998224725', celular: '+5511987654321' });
    expect('travelDocument' in br).toBe(false);
    const foreign = registrationFields(d, false);
    expect(foreign.travelDocument).toBe('X123');
    expect('cpf' in foreign).toBe(false);
    expect(registrationFields({ nomeCompleto: ' Bob ', email: '  ' }, true)).toMatchObject({
      nomeCompleto: 'Bob',
      email: null,
      dataNasc: null,
    });
  });

  it('sends address and additional information; kinship and card holder only when asked', () => {
    expect(addressFields({ pais: 'BR', cep: '01001-000', complementoEnd: '' })).toMatchObject({
      pais: 'BR',
      cep: '01001-000',
      complementoEnd: null,
    });
    expect(additionalFields({ placaVeiculo: 'ABC1D23', grauParentesco: 'M' }, { kinship: false, cardHolder: false })).not.toHaveProperty(
      'grauParentesco',
    );
    expect(additionalFields({ grauParentesco: 'M', titularCartao: 'T' }, { kinship: true, cardHolder: true })).toMatchObject({
      grauParentesco: 'M',
      titularCartao: 'T',
    });
  });

  it('builds the completion with the pet images, the terms and the present-at-reception acknowledgement', () => {
    const input = finishInput(
      { chaveImgDocumento: 'a'.repeat(32), chaveImgAssinatura: 'b'.repeat(32) },
      { petKeys: ['c'.repeat(32)], termsAccepted: true, ackDocument: false, ackSignature: false, ackAuthorization: true },
      7,
    );
    expect(input).toMatchObject({
      CODPESRES: 7,
      documentos: { chaveImgDocumento: 'a'.repeat(32), chaveImgDocumentoVerso: null, chaveImgDocumentoPet: ['c'.repeat(32)] },
      termos: { aceite: true, chaveImgAssinatura: 'b'.repeat(32) },
      apresentarNaRecepcao: true,
      apresentarTermoNaRecepcao: true,
    });
    // The document's acknowledgement is not the term's.
    expect(
      finishInput({}, { petKeys: [], termsAccepted: true, ackDocument: true, ackSignature: false, ackAuthorization: false }, 7),
    ).toMatchObject({ apresentarNaRecepcao: true, apresentarTermoNaRecepcao: false });
    expect(
      finishInput({}, { petKeys: [], termsAccepted: false, ackDocument: false, ackSignature: false, ackAuthorization: false }, 7).documentos
        .chaveImgDocumentoPet,
    ).toBeNull();
  });

  it('reads the field of a server error from its input path', () => {
    expect(personFieldOf('alterarPessoa.dataNasc')).toBe('dataNasc');
    expect(personFieldOf('criarUsu.cep')).toBe('cep');
    expect(personFieldOf('alterarPessoa.cidadeId')).toBe('cidade');
    expect(personFieldOf('email')).toBe('email');
  });
});
