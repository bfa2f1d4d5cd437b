import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, readFormData, readJson, respond, unchecked } from './http';

/** The legacy ad pop-up calls under /api/admin (the status is public: the home page reads it). */
export function adRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/admin/ad-status', (c) => respond(c, () => callerFor(c, deps).ad.status()))
    .post('/admin/upload-ad-image', (c) => respond(c, async () => callerFor(c, deps).ad.uploadImage(await readFormData(c))))
    .post('/admin/update-ad-redirect-url', (c) =>
      respond(c, async () => callerFor(c, deps).ad.updateRedirectUrl(unchecked(await readJson(c)))),
    )
    .post('/admin/toggle-ad', (c) => respond(c, () => callerFor(c, deps).ad.toggle()));
}
