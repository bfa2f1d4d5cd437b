import { Hono } from 'hono';
import type { AppDeps } from '../trpc/context';
import { callerFor, respond } from './http';
import { objectField, readJsonObject } from './legacy-body';

/** Spec 7: POST sends `{ prices: [item] }` and reads `prices[0]` back; PUT sends `{ price: item }`. */
export function pricesRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/prices', (c) => respond(c, () => callerFor(c, deps).prices.list()))
    .post('/prices', (c) =>
      respond(c, async () => ({ prices: await callerFor(c, deps).prices.createMany((await readJsonObject(c)) as never) }), {
        status: 201,
      }),
    )
    .put('/prices', (c) =>
      respond(c, async () => callerFor(c, deps).prices.update(objectField(await readJsonObject(c), 'price') as never)),
    )
    .delete('/prices/:id', (c) => respond(c, () => callerFor(c, deps).prices.delete({ id: c.req.param('id') })));
}
