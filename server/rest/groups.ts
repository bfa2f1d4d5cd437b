import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, respond, unchecked } from './http';
import { readJsonObject } from './legacy-body';

/** The legacy calls on the journal's groups; deleting one deletes its attendance records. */
export function groupsRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/groups', (c) => respond(c, () => callerFor(c, deps).groups.list()))
    .post('/groups', (c) =>
      respond(c, async () => callerFor(c, deps).groups.create(unchecked(await readJsonObject(c))), { status: 201 }),
    )
    .put('/groups/:id', (c) =>
      respond(c, async () =>
        callerFor(c, deps).groups.rename(unchecked({ ...(await readJsonObject(c)), id: c.req.param('id') })),
      ),
    )
    .delete('/groups/:id', (c) => respond(c, () => callerFor(c, deps).groups.delete({ id: c.req.param('id') })));
}
