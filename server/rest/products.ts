import { Hono } from 'hono';
import type { Product } from '#shared/schemas/product';
import type { AppDeps } from '../deps';
import { callerFor, readFormData, respond } from './http';

/** The spec's product: its seven fields, `image` the picture's address (the library's details stay with the site). */
function legacy({ mediaId: _mediaId, picture: _picture, ...product }: Product): Omit<Product, 'mediaId' | 'picture'> {
  return product;
}

/**
 * The legacy calls on the store's products; create and update are multipart (text, price, image),
 * the image stored as a media library item (server/lib/media/adopt.ts).
 */
export function productsRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/products', (c) => respond(c, async () => (await callerFor(c, deps).products.list()).map(legacy)))
    .post('/products', (c) =>
      respond(c, async () => legacy(await callerFor(c, deps).products.create(await readFormData(c))), { status: 201 }),
    )
    .put('/products/:id', (c) =>
      respond(c, async () => {
        const form = await readFormData(c);
        form.set('id', c.req.param('id'));
        return legacy(await callerFor(c, deps).products.update(form));
      }),
    )
    .delete('/products/:id', (c) => respond(c, () => callerFor(c, deps).products.delete({ id: c.req.param('id') })));
}
