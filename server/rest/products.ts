import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, readFormData, respond } from './http';

/** The legacy calls on the store's products; create and update are multipart (text, price, image). */
export function productsRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/products', (c) => respond(c, () => callerFor(c, deps).products.list()))
    .post('/products', (c) => respond(c, async () => callerFor(c, deps).products.create(await readFormData(c)), { status: 201 }))
    .put('/products/:id', (c) =>
      respond(c, async () => {
        const form = await readFormData(c);
        form.set('id', c.req.param('id'));
        return callerFor(c, deps).products.update(form);
      }),
    )
    .delete('/products/:id', (c) => respond(c, () => callerFor(c, deps).products.delete({ id: c.req.param('id') })));
}
