import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  // The production process holds the features' schemas twice: compiled into the server, and bundled
  // into React Router's server build for the pages. A second copy is loaded here the same way (zod
  // itself stays one module, as there), before the document is first made.
  vi.resetModules();
  await import('../../app/features/e-services/schemas.ts');
  t = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document beside another copy of the schemas', () => {
  it('is made from the API’s own named schemas, each once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json() as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas)).toContain('Case');
  });
});
