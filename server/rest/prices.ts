import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, respond, unchecked } from './http';
import { objectField, readJsonObject } from './legacy-body';

/** The legacy price calls: POST sends `{ prices: [item] }` and reads `prices[0]` back; PUT sends `{ price: item }`. */
export function pricesRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/prices', (c) => respond(c, () => callerFor(c, deps).prices.list()))
    .post('/prices', (c) =>
      respond(c, async () => ({ prices: await callerFor(c, deps).prices.createMany(unchecked(await readJsonObject(c))) }), {
        status: 201,
      }),
    )
    .put('/prices', (c) =>
      respond(c, async () => callerFor(c, deps).prices.update(unchecked(objectField(await readJsonObject(c), 'price')))),
    )
    .delete('/prices/:id', (c) => respond(c, () => callerFor(c, deps).prices.delete({ id: c.req.param('id') })));
}
