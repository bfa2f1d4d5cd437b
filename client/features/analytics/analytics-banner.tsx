import { AppLink } from '#client/components/ui/app-link';
import { lawCopy } from '#shared/content/law.ru';
import { rememberAnalyticsChoice } from './analytics-consent';
import { loadMetrica } from './metrica';
import './analytics-banner.css';

export interface AnalyticsBannerProps {
  counterId: string;
  onDone: () => void;
}

const copy = lawCopy.analyticsBanner;

/** A small non-blocking bar: the counter loads only on 'Разрешить'; either answer is remembered. */
export function AnalyticsBanner({ counterId, onDone }: AnalyticsBannerProps) {
  return (
    <section className="analytics-banner" aria-label={copy.label}>
      <p className="analytics-banner__text">
        {copy.text} <AppLink to="/privacy">{lawCopy.consentPage.policyLink}</AppLink>
      </p>
      <div className="analytics-banner__actions">
        <button
          type="button"
          className="button analytics-banner__accept"
          onClick={() => {
            rememberAnalyticsChoice('granted');
            loadMetrica(counterId);
            onDone();
          }}
        >
          {copy.accept}
        </button>
        <button
          type="button"
          className="button button--ghost analytics-banner__decline"
          onClick={() => {
            rememberAnalyticsChoice('denied');
            onDone();
          }}
        >
          {copy.decline}
        </button>
      </div>
    </section>
  );
}
