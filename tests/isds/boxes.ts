import { dataBoxClient } from '../../app/features/data-box/client.server.ts';
import type { TestBox, TestDataBoxSystem } from './server.ts';

// The boxes the data box tests know: the town's, two residents' and a company's.

export const town: TestBox = {
  id: 'vzr4x2a',
  type: 'OVM',
  name: 'Město Vzorov',
  ico: '00299999',
  street: 'náměstí Míru 1',
  city: 'Vzorov',
  zip: '12345',
  username: 'vzorov01',
  password: 'Heslo-Uradu-1',
};
export const jana: TestBox = {
  id: 'jn7q5bc',
  type: 'FO',
  name: 'Jana Nováková',
  street: 'Lesní 15',
  city: 'Vzorov',
  zip: '12345',
  username: 'novakova',
  password: 'Heslo-Jany-1',
};
/** Jana as NIA knows her (her names as the registers have them): found by them and her date of birth. */
export const janaByIdentity: TestBox = {
  id: 'jd4r8kx',
  type: 'FO',
  name: 'Jana Dvořáková',
  birthDate: '1984-03-29',
  username: 'dvorakova',
  password: 'Heslo-Jany-2',
};
export const petr: TestBox = {
  id: 'pt2k9zz',
  type: 'FO',
  name: 'Petr Novák',
  username: 'novak',
  password: 'Heslo-Petra-1',
};
export const firm: TestBox = {
  id: 'fm3k8pq',
  type: 'PO',
  name: 'Stavby Vzorov s.r.o.',
  username: 'stavby',
  password: 'Heslo-Firmy-1',
};

/** The data box client logged in as `box` at the tests' system. */
export const clientOf = (system: TestDataBoxSystem, box: Pick<TestBox, 'username' | 'password'>) =>
  dataBoxClient({ baseUrl: system.url, login: { kind: 'password', username: box.username, password: box.password } });
