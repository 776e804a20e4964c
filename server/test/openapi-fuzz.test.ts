/**
 * Property-based fuzzing of every operation in the OpenAPI document: each call
 * gets hostile parameters, bodies and headers (wrong types; huge, deep, NUL and
 * broken-unicode strings; impossible dates; negative and huge numbers; missing
 * and extra fields; malformed JSON and multipart), as an anonymous visitor, as
 * a logged-in demo resident and with a bogus token or cookie. First a fixed
 * pass puts each of a few sharp values into every path and query parameter on
 * its own; then fast-check generates requests. No answer may be a 500
 * (DESIGN §5), and an API error must be JSON with a message.
 *
 * In the test suite against the app in this process; with `npm run test:built` against the
 * production build over HTTP (server/test/fuzz-target.ts).
 *
 * Deterministic: a fixed seed per operation. FUZZ_RUNS sets the generated
 * calls per operation (default 40; about 5 700 calls in all), FUZZ_SEED
 * another seed: `FUZZ_RUNS=500 FUZZ_SEED=7 npx vitest run server/test/openapi-fuzz.test.ts`.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../app/features/accounts/demo.server.ts';
import { sampleValues } from '../../app/features/e-services/sample-values.ts';
import { formDefinitions } from '../../common/forms/registry.ts';
import { allFields, inputNames } from '../../common/forms/validate.ts';
import { type FuzzAnswer, fuzzTarget, Unsendable } from './fuzz-target.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_521);

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  json?: Schema;
  multipart?: Schema;
}

const target = await fuzzTarget();
afterAll(() => target.close());
// Against the build (over HTTP, some ten times slower a call), its sharp values and a quarter of the runs.
const RUNS = Number(process.env.FUZZ_RUNS ?? (target.app ? 40 : 10));
const { jana, martin } = target.tokens;
const doc = (await target.send({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
};

const resolve = (schema: Schema | undefined): Schema => {
  if (schema?.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  return schema ?? {};
};

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: op.parameters ?? [],
    json: op.requestBody?.content['application/json']?.schema,
    multipart: op.requestBody?.content['multipart/form-data']?.schema,
  })),
);

// ---------------------------------------------------------------------------------------------
// Known good values, so the fuzzer also gets past "not found" to the code behind it.

/** Calls that would end the demo resident's session for the rest of the run. */
const endsSession = (op: Operation) => op.method === 'GET' && op.path === '/api/auth/logout';

const known = new Map<string, Set<string>>();
const remember = (key: string, value: unknown) => {
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).length > 200) return;
  if (!known.has(key)) known.set(key, new Set());
  known.get(key)!.add(String(value));
};
function harvest(value: unknown) {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (['id', 'slug', 'key', 'code', 'form', 'token', 'starts_at'].includes(key)) remember(key, inner);
        // Days on offer (a bin's order days, a month's days) are what a date field wants.
        if (/date|days/.test(key))
          for (const day of [inner].flat()) if (/^\d{4}-\d\d-\d\d$/.test(String(day))) remember('date', day);
        if (inner && typeof inner === 'object') pending.push(inner);
      }
    }
  }
}
for (const form of formDefinitions) remember('form', form.key);
remember('locale', 'cs');
remember('body', 'zastupitelstvo');
remember('body', 'rada');
const formInputs = [...new Set(formDefinitions.flatMap((f) => allFields(f).flatMap(inputNames)))];

const fillPath = (path: string, pick: (name: string) => string | undefined) => {
  let url = path;
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const value = pick(name!);
    if (value === undefined) return undefined;
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  }
  return url;
};
const knownFor = (name: string): string[] => [
  ...(known.get(name) ?? []),
  ...(known.get(/id$/i.test(name) ? 'id' : 'slug') ?? []),
];
// Two rounds: the lists first, then the details of what they listed (files of a case, etc.).
for (let round = 0; round < 2; round++) {
  for (const op of operations) {
    if (op.method !== 'GET' || op.path.includes('{*}') || endsSession(op)) continue;
    for (let i = 0; i < (round === 0 ? 1 : 12); i++) {
      const url = fillPath(op.path, (name) => knownFor(name)[i]);
      if (!url || (round === 0 && url !== op.path)) continue;
      for (const authorization of [undefined, `Bearer ${jana}`]) {
        const res = await target.send({ method: 'GET', url, headers: authorization ? { authorization } : {} });
        if (String(res.headers['content-type']).startsWith('application/json')) harvest(res.json());
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const HUGE = 'x'.repeat(1_100_000);
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0000'.repeat(300),
  '0000-01-01',
  '9999-12-31',
  '0000-01',
  '9999-12',
  '2026-02-30',
  '2026-13-01',
  '+275760-09-13',
  '-000001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
  '2026-11-21T25:61:00Z',
  '24:00',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '../../../etc/passwd',
  '..%2F..%2F',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '%zz',
  '%E0%A4%A',
  '\\',
  '"',
  '\ud83d',
  '\udc00\ud83d',
  '😀'.repeat(200),
  '\u202e\u0301\ufeff\u200b',
  'ﬃ'.repeat(100),
  'Ⅻ',
  'ž'.repeat(5000),
  'x'.repeat(20_000),
  '9'.repeat(400),
  'a@b',
  'jana.novakova@vzorov.example',
  'cs',
  'en',
];
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, 1e308, 0.5, -0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(deep(63), deep(63, '\u0000'), [[[[[]]]]], { __proto__: { a: 1 } }) },
);

const pattern = (source: string): fc.Arbitrary<string> | undefined => {
  try {
    return fc.stringMatching(new RegExp(source));
  } catch {
    return undefined;
  }
};
/** Days, months and moments: real ones, and the edges a calendar check must refuse. */
const dateLike = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '9999-12-31',
      '2026-02-29',
      '2028-02-29',
      '2026-04-31',
      '0000-01',
      '9999-12',
      '2026-00',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59+14:00',
      '2100-12-31T23:59:59-12:00',
    ),
  },
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10), d.toISOString().slice(0, 7))),
  fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10), d.toISOString().slice(0, 7))),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** A value the schema would take, more or less: the way past validation into the handler. */
function fromSchema(raw: Schema | undefined, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const knownValues = knownFor(name);
  const byName = /email/i.test(name)
    ? fc.emailAddress()
    : /date|^from$|^to$|_at$|month|day/i.test(name)
      ? dateLike
      : /time/i.test(name)
        ? fc.constantFrom('00:00', '23:59', '12:30', '24:00', '9:5')
        : undefined;
  const options: fc.Arbitrary<unknown>[] = [];
  const closed = schema.enum !== undefined || schema.const !== undefined || schema.properties !== undefined;
  if (knownValues.length > 0 && !closed) options.push(fc.constantFrom(...knownValues));
  // What the name says counts double: a 'from' is a date, whatever its schema lets through.
  if (byName) options.push(byName, byName);
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  else if (schema.const !== undefined) options.push(fc.constant(schema.const));
  else if (schema.anyOf || schema.oneOf)
    options.push(fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => fromSchema(s, name))));
  else if (schema.allOf) options.push(fromSchema(schema.allOf[0], name));
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string': {
        const matching = schema.pattern ? pattern(schema.pattern) : undefined;
        options.push(
          matching ??
            fc.string({
              minLength: schema.minLength ?? 0,
              maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 30)),
            }),
        );
        break;
      }
      case 'integer':
      case 'number':
        options.push(
          fc.integer({
            min: Math.max(schema.minimum ?? -1000, -2_147_483_648),
            max: Math.min(schema.maximum ?? 1000, 2_147_483_647),
          }),
        );
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'array':
        options.push(fc.array(fromSchema(schema.items), { maxLength: 3 }));
        break;
      case 'object':
        options.push(objectFrom(schema));
        break;
      default:
        options.push(hostileValue);
    }
  }
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

/**
 * An object of the schema's fields: either each one right, hostile or missing,
 * or all of them right but one (which gets past validation to the code
 * behind it); with extra fields now and then.
 */
function objectFrom(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const valid = entries.map(([key, inner]) =>
    (required.has(key) ? fromSchema(inner, key) : fc.option(fromSchema(inner, key), { nil: undefined })).map(
      (value) => [key, value] as const,
    ),
  );
  const mixed = entries.map(([key, inner]) =>
    fc
      .oneof(
        { weight: 6, arbitrary: fromSchema(inner, key) },
        { weight: 2, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
      .map((value) => [key, value] as const),
  );
  const allButOne = fc
    .tuple(fc.tuple(...valid), fc.nat(), fc.option(hostileValue, { nil: undefined }))
    .map(([own, which, odd]) =>
      own.length === 0 ? own : own.map(([key, value], i) => [key, i === which % own.length ? odd : value] as const),
    );
  const extraKey = schema.additionalProperties
    ? fc.oneof(fc.constantFrom(...formInputs), hostileString)
    : hostileString;
  return fc
    .tuple(
      fc.oneof(fc.tuple(...mixed), allButOne),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(extraKey, fc.oneof(fromSchema({ type: 'string' }), hostileValue), {
            maxKeys: schema.additionalProperties ? 8 : 2,
          }),
        },
      ),
    )
    .map(([own, extra]) => {
      const object: Record<string, unknown> = { ...extra };
      for (const [key, value] of own) if (value !== undefined) object[key] = value;
      return object;
    });
}

// ---------------------------------------------------------------------------------------------
// Requests.

const asString = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Percent-encodes every byte of the UTF-8 (a lone surrogate becomes U+FFFD rather than a client-side throw). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const rawPathPieces = fc.constantFrom('%', '%zz', '%C0%AF', '%FF', '%00', '..', '.', '%2e%2e%2f', '/', '//', ';', '?');

const pathValue = (param: Parameter | undefined, name: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fromSchema(param?.schema, name).map((v) => encode(asString(v))) },
    { weight: 3, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: rawPathPieces },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileString, rawPathPieces).map(([a, b]) => `${encode(a)}${b}`),
    },
  );

/**
 * A query string: either each parameter right, hostile, repeated or missing,
 * or all of them right (or missing) but one; with extra parameters now and then.
 */
const queryEntries = (params: Parameter[]) => {
  const query = params.filter((p) => p.in === 'query');
  const mixed = fc.tuple(
    ...query.map((p) =>
      fc
        .oneof(
          { weight: 4, arbitrary: fromSchema(p.schema, p.name).map((v) => [asString(v)]) },
          { weight: 3, arbitrary: hostileString.map((v) => [v]) },
          { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
          { weight: 2, arbitrary: fc.constant([] as string[]) },
        )
        .map((values) => values.map((v) => [p.name, v] as const)),
    ),
  );
  const allButOne = fc
    .tuple(
      fc.tuple(...query.map((p) => fc.option(fromSchema(p.schema, p.name).map(asString), { nil: undefined }))),
      fc.nat(),
      fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })),
    )
    .map(([values, which, odd]) =>
      query.map((p, i) => {
        const value = i === which % query.length ? odd : values[i];
        return value === undefined ? [] : [value].flat().map((v) => [p.name, v] as const);
      }),
    );
  return fc
    .tuple(
      query.length > 0 ? fc.oneof(mixed, allButOne) : fc.constant([]),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }) },
      ),
      fc.boolean(),
    )
    .map(([own, extra, raw]) => {
      const entries = [...own.flat(), ...extra];
      // Mostly well encoded; now and then with stray percent signs and brackets as they come.
      return entries
        .map(([k, v]) =>
          raw ? `${k.replace(/[&#\s]/g, '')}=${v.replace(/[&#\s]/g, '')}` : `${encode(k)}=${encode(v)}`,
        )
        .join('&');
    });
};

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,]',
  'nul',
  '',
  ' ',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `${'['.repeat(65)}${']'.repeat(65)}`,
  JSON.stringify({ a: HUGE }),
  '"\\u0000"',
  '1e999999',
  '-',
);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
const CRLF = '\r\n';
function multipartPayload(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name.replace(/["\r\n]/g, '')}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename.replace(/["\r\n]/g, '')}"`;
    head += CRLF;
    if (part.type) head += `Content-Type: ${part.type}${CRLF}`;
    chunks.push(Buffer.from(`${head}${CRLF}`), Buffer.from(part.value), Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fileData = fc.oneof(
  fc.constantFrom(PNG, PDF, Buffer.alloc(0), Buffer.from('MZ\u0090\u0000'), Buffer.from('<?php ?>')),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
);

const multipartBody = (schema: Schema | undefined) =>
  fc
    .tuple(
      schema ? objectFrom(resolve(schema)) : fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
      fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('image', 'attachments', 'file', ...formInputs), hostileString),
          value: fileData,
          filename: fc.oneof(fc.constantFrom('a.png', 'doc.pdf', '', '../../x.pdf', 'ž\u0000.pdf'), hostileString),
          type: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/html', ''),
        }),
        { maxLength: 2 },
      ),
      fc.constantFrom(
        'ok',
        'ok',
        'ok',
        'no-boundary',
        'truncated',
        'wrong-boundary',
        'no-end',
        'garbage',
        'json-field',
      ),
      fc.nat(),
    )
    .map(([values, files, damage, cut]) => {
      const boundary = '----vzorov-fuzz-7MA4YWxkTrZu0gW';
      const parts: Part[] = Object.entries(values).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: asString(v) })),
      );
      if (damage === 'json-field') parts.push({ name: 'data', value: '{"a":', type: 'application/json' });
      parts.push(...files);
      let payload = multipartPayload(parts, boundary);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      if (damage === 'no-boundary') contentType = 'multipart/form-data';
      if (damage === 'wrong-boundary') contentType = 'multipart/form-data; boundary=something-else';
      if (damage === 'truncated') payload = payload.subarray(0, cut % Math.max(payload.length, 1));
      if (damage === 'no-end') payload = payload.subarray(0, payload.length - boundary.length - 6);
      if (damage === 'garbage') payload = Buffer.from(`--${boundary}\r\n\u0000\u0001garbage\r\n\r\n`);
      return { payload, contentType };
    });

const body = (op: Operation) =>
  fc.oneof(
    {
      weight: op.json ? 6 : 1,
      arbitrary: objectFrom(resolve(op.json)).map((o) => ({
        payload: JSON.stringify(o),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: hostileValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
    },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: op.multipart ? 6 : 1, arbitrary: multipartBody(op.multipart) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileString,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/vnd.api+json',
            'multipart/mixed; boundary=x',
            '*/*',
            ';',
            '',
          ),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
  );

/** A request form filled in as a resident would, but for one input: the way into submissions and drafts. */
const filledForm = fc
  .tuple(fc.nat(formDefinitions.length - 1), fc.nat(), fc.option(hostileValue, { nil: undefined }), fc.boolean())
  .map(([index, which, odd, asMultipart]) => {
    const def = formDefinitions[index]!;
    const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
    const keys = Object.keys(values);
    const body: Record<string, unknown> = { ...values };
    if (keys.length > 0) body[keys[which % keys.length]!] = odd;
    if (!asMultipart) return { form: def.key, payload: JSON.stringify(body), contentType: 'application/json' };
    const boundary = 'vzorov-form-fuzz';
    const parts: Part[] = Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([name, v]) => ({ name, value: asString(v) }));
    for (const name of fileFields) parts.push({ name, value: PDF, filename: 'priloha.pdf', type: 'application/pdf' });
    return {
      form: def.key,
      payload: multipartPayload(parts, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });

const IPS = ['203.0.113.1', '203.0.113.2', '2001:db8::1'];
const request = (op: Operation): fc.Arbitrary<InjectOptions & { who: string }> => {
  const params = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name!);
  const hasBody = op.json || op.multipart;
  return fc
    .record({
      path: fc.tuple(
        ...names.map((name) =>
          name === '*'
            ? fc.array(pathValue(undefined, name), { minLength: 0, maxLength: 3 }).map((segments) => segments.join('/'))
            : pathValue(params[name], name),
        ),
      ),
      query: queryEntries(op.parameters),
      body:
        hasBody || op.method !== 'GET'
          ? body(op)
          : fc.oneof(
              { weight: 5, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
              { weight: 1, arbitrary: body(op) },
            ),
      who: fc.constantFrom('anonymous', 'jana', 'jana', 'bogus token', 'bogus cookie'),
      filled: names.includes('form') && hasBody ? fc.option(filledForm, { freq: 3 }) : fc.constant(null),
      bogus: fc.oneof(
        fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'A'.repeat(5000)}`),
        hostileString.map((s) => `Bearer ${encode(s)}`),
      ),
      encoding: fc.constantFrom(undefined, undefined, 'br', 'gzip, deflate', '*;q=0', 'identity;q=0', 'x'),
      ip: fc.oneof(fc.constantFrom(...IPS), fc.ipV4()),
    })
    .map(({ path, query, body: generated, filled, who, bogus, encoding, ip }) => {
      let url = op.path;
      names.forEach((name, i) => {
        url = url.replace(`{${name}}`, filled && name === 'form' ? filled.form : path[i]!);
      });
      const body = filled ?? generated;
      if (query) url += `?${query}`;
      const headers: Record<string, string> = {};
      if (who === 'jana') headers.authorization = `Bearer ${jana}`;
      if (who === 'bogus token') headers.authorization = bogus;
      if (who === 'bogus cookie') headers.cookie = `auth._token.local=${bogus.replace(/^Bearer /, '')}; x=%; =;`;
      if (encoding) headers['accept-encoding'] = encoding;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        method: op.method as InjectOptions['method'],
        url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: ip,
        who,
      };
    });
};

// ---------------------------------------------------------------------------------------------

/** The body as the client reads it, compressed or not. */
function bodyOf(res: FuzzAnswer): string {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const plain =
    encoding === 'br'
      ? brotliDecompressSync(raw)
      : encoding === 'gzip'
        ? gunzipSync(raw)
        : encoding === 'deflate'
          ? inflateSync(raw)
          : raw;
  return plain.toString('utf8');
}

let calls = 0;
let unsendable = 0;
const statuses = new Map<number, number>();
const describeRequest = (r: InjectOptions & { who: string }) => {
  const payload = r.payload === undefined ? '' : String(r.payload).slice(0, 300);
  return `${r.method} ${String(r.url).slice(0, 300)} as ${r.who} [${(r.headers as Record<string, string>)['content-type'] ?? ''}] ${JSON.stringify(payload)}`;
};

/** One call, checked: never a 500, and an API error is JSON with a message. Returns what went wrong. */
async function check({ who, ...options }: InjectOptions & { who: string }): Promise<string | null> {
  let res: FuzzAnswer;
  try {
    res = await target.send(options);
  } catch (error) {
    // Over HTTP only: no server can be sent it, so there is no answer to check.
    if (!(error instanceof Unsendable)) throw error;
    unsendable++;
    return null;
  }
  calls++;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const where = describeRequest({ ...options, who });
  if (res.statusCode >= 500) return `${where}\n→ ${res.statusCode} ${bodyOf(res).slice(0, 300)}`;
  if (res.statusCode >= 400 && options.method !== 'HEAD' && String(options.url).startsWith('/api/')) {
    let message: unknown;
    try {
      message = JSON.parse(bodyOf(res)).message;
    } catch {}
    if (!String(res.headers['content-type']).startsWith('application/json') || typeof message !== 'string') {
      return `${where}\n→ ${res.statusCode} without a JSON message: ${bodyOf(res).slice(0, 300)}`;
    }
  }
  return null;
}

/** Values that have broken APIs before, each tried in every path and query parameter on its own. */
const SHARP = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '0000-01',
  '2026-02-30',
  '\u0000',
  'a\u0000b',
  '-1',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '',
  'x'.repeat(5000),
  '\ud83d',
];
function sharpRequests(op: Operation): (InjectOptions & { who: string })[] {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name!);
  if (names.includes('*')) return [];
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const requests: (InjectOptions & { who: string })[] = [];
  for (const target of [...names, ...query]) {
    for (const value of SHARP) {
      let url = op.path;
      for (const name of names)
        url = url.replace(`{${name}}`, encode(name === target ? value : (knownFor(name)[0] ?? '1')));
      if (query.includes(target)) url += `?${encode(target)}=${encode(value)}`;
      // The administrator only reads: a fuzzed write as them could block the resident or end their own login.
      for (const who of op.method === 'GET' ? ['anonymous', 'jana', 'martin'] : ['anonymous', 'jana']) {
        if (who !== 'anonymous' && endsSession(op)) continue;
        const token = who === 'jana' ? jana : who === 'martin' ? martin : null;
        requests.push({
          method: op.method as InjectOptions['method'],
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          remoteAddress: IPS[0],
          who,
        });
      }
    }
  }
  return requests;
}

describe('every operation of the OpenAPI document survives hostile input', () => {
  it('has the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((op, index) => [`${op.method} ${op.path}`, op, index] as const))(
    '%s',
    async (_name, op, index) => {
      const failures: string[] = [];
      for (const sharp of sharpRequests(op)) {
        const failure = await check(sharp);
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
      await fc.assert(
        fc.asyncProperty(request(op), async (options) => {
          if (options.who === 'jana' && endsSession(op)) return;
          const failure = await check(options);
          expect(failure, failure ?? '').toBeNull();
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    },
    120_000,
  );

  it('still knows the demo resident afterwards (the run fuzzed what it meant to)', async () => {
    const me = await target.send({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${jana}` } });
    expect(me.statusCode).toBe(200);
    expect(calls).toBeGreaterThan(operations.length);
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(
      `openapi fuzz: ${calls} calls over ${operations.length} operations, ${RUNS} runs each, seed ${SEED}: ${answers.join(' ')}${unsendable ? ` (${unsendable} not sendable over HTTP)` : ''}`,
    );
  });
});
