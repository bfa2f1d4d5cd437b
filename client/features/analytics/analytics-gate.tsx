import { useMatches } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { withChunkTimeout } from '#client/lib/chunk-errors';
import { trpc } from '#client/lib/trpc';
import type { AnalyticsBannerProps } from './analytics-banner';
import { analyticsAction, readAnalyticsChoice } from './analytics-consent';

/** After this long the gate runs even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 4_000;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1_500);
  return () => clearTimeout(handle);
}

/**
 * Optional analytics, only with consent. Once the page is idle after hydration, asks whether a
 * counter is configured; with none, nothing more happens. A stored refusal ends it too; a stored
 * acceptance loads the counter; otherwise the banner's code is downloaded and shown. The entry
 * bundle carries only this gate, and no request reaches Yandex before the visitor accepts.
 */
export function AnalyticsGate() {
  const utils = trpc.useUtils();
  // The admin area (it shows applications) is never counted.
  const inAdmin = useMatches({ select: (matches) => matches.some((match) => match.routeId.startsWith('/_admin')) });
  const [banner, setBanner] = useState<{ Banner: ComponentType<AnalyticsBannerProps>; counterId: string } | null>(null);

  useEffect(() => {
    if (inAdmin) return;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      try {
        const { metricaCounterId } = await utils.privacy.publicConfig.fetch();
        const action = analyticsAction(metricaCounterId, readAnalyticsChoice());
        if (cancelled || action === 'none') return;
        if (action === 'load') {
          const { loadMetrica } = await withChunkTimeout(() => import('./metrica'), 'metrica');
          loadMetrica(metricaCounterId);
          return;
        }
        const { AnalyticsBanner } = await withChunkTimeout(() => import('./analytics-banner'), 'analytics-banner');
        if (!cancelled) setBanner({ Banner: AnalyticsBanner, counterId: metricaCounterId });
      } catch (error) {
        console.warn('[analytics] not started:', error instanceof Error ? error.message : error);
      }
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [utils, inAdmin]);

  if (!banner || inAdmin) return null;
  const { Banner, counterId } = banner;
  return <Banner counterId={counterId} onDone={() => setBanner(null)} />;
}
