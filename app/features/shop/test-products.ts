import type { FastifyInstance } from 'fastify';

/**
 * A product a test makes for itself through the office's API, on sale with its variants and their
 * stock, so the test asserts what it made, not the demo shop's goods. `token` is a clerk of the shop.
 */
export async function testProduct(
  app: FastifyInstance,
  token: string,
  product: { slug: string; name: string; price: number; category: string; variants: { name: string; stock: number }[] },
) {
  const headers = { authorization: `Bearer ${token}` };
  const fields = {
    slug: product.slug,
    name: product.name,
    description: 'Výrobek pro zkoušku.',
    price: String(product.price),
    categories: [product.category],
    discountable: false,
    active: true,
  };
  const made = await app.inject({ method: 'POST', url: '/api/staff/shop/products', headers, payload: fields });
  if (made.statusCode !== 201) throw new Error(`the product was refused: ${made.body}`);
  const id: number = made.json().data.id;
  const listed = await app.inject({ method: 'GET', url: '/api/staff/shop/products', headers });
  const first: number = listed.json().data.find((p: { id: number }) => p.id === id).variants[0].id;
  const [base, ...more] = product.variants;
  if (!base) throw new Error('a product has at least one variant');
  const variant = (method: 'PUT' | 'POST', url: string, { name, stock }: { name: string; stock: number }) =>
    app.inject({ method, url, headers, payload: { name, stock: String(stock), price: '' } });
  const answers = [await variant('PUT', `/api/staff/shop/products/${id}/variants/${first}`, base)];
  for (const next of more) answers.push(await variant('POST', `/api/staff/shop/products/${id}/variants`, next));
  const refused = answers.find((answer) => answer.statusCode >= 300);
  if (refused) throw new Error(`a variant was refused: ${refused.body}`);
  return id;
}
