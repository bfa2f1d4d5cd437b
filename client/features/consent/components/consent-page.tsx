import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { ShieldIcon } from '#client/components/ui/icons';
import { trpc } from '#client/lib/trpc';
import { consentParagraphs } from '#shared/content/consent.ru';
import { lawCopy } from '#shared/content/law.ru';
import { formatEditionDate } from '../edition-date';
import '#client/components/ui/legal-document.css';

const copy = lawCopy.consentPage;

/**
 * /soglasie: the consent to personal-data processing in force, a document of its own with its
 * edition number and date. The text comes from the database (server/lib/consent.ts), already
 * filled with the operator's details, and is rendered on the server with the page.
 */
export function ConsentPage() {
  const [document] = trpc.privacy.consent.useSuspenseQuery();
  const date = formatEditionDate(document.effectiveAt);
  return (
    <PlainPage
      below="apart"
      first={
        <PageBanner
          title={copy.heading}
          crumb={copy.breadcrumb}
          crumbTo={copy.path}
          icon={<ShieldIcon />}
          className="page-banner--legal"
        >
          <p className="privacy-banner__edition">
            <time dateTime={new Date(document.effectiveAt * 1000).toISOString().slice(0, 10)}>
              {copy.edition(document.edition, date)}
            </time>
          </p>
        </PageBanner>
      }
    >
      <div className="section section--white privacy">
        <div className="container">
          <article className="privacy__body consent-document" data-edition={document.edition} data-content>
            {consentParagraphs(document.text).map((paragraph) => (
              <p key={paragraph.length + paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <p>
              <AppLink to="/privacy">{copy.policyLink}</AppLink>
            </p>
          </article>
        </div>
      </div>
    </PlainPage>
  );
}
