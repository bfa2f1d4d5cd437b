import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { ShieldIcon } from '#client/components/ui/icons';
import { TableOfContents } from '#client/components/ui/table-of-contents';
import { trpc } from '#client/lib/trpc';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { policyEdition } from '#shared/content/privacy-edition';
import { privacyMessages } from '#shared/messages/screens/privacy.ru';
import { privacyPath } from '../consent-checkbox';
import { analyticsSentence, fillPolicyTokens, policySections } from '../content';
import '#client/components/ui/legal-document.css';

const sectionId = (index: number) => `policy-${index + 1}`;

/** /privacy: the personal-data policy (152-FZ) with the operator's details from the site settings. */
export function PrivacyPage() {
  const settings = useSiteSettings();
  const [config] = trpc.privacy.publicConfig.useSuspenseQuery();
  const values = {
    clubName: settings.clubName,
    address: settings.address,
    email: settings.email,
    retentionMonths: String(config.retentionMonths),
    processors: [config.processors, config.clubChat].filter(Boolean).join(' '),
    analytics: analyticsSentence(Boolean(config.metricaCounterId)),
  };

  return (
    <PlainPage
      below="apart"
      first={
        <PageBanner
          title={privacyMessages.heading}
          crumb={privacyMessages.breadcrumb}
          crumbTo={privacyPath}
          icon={<ShieldIcon />}
          className="page-banner--legal"
        >
          <p className="privacy-banner__edition">
            <time dateTime={policyEdition.isoDate}>{policyEdition.label}</time>
          </p>
        </PageBanner>
      }
    >
      <div className="section section--white privacy">
        <div className="container privacy__layout">
          <TableOfContents
            title={privacyMessages.toc}
            items={policySections.map((section, index) => ({ id: sectionId(index), label: section.heading }))}
          />
          <article className="privacy__body" data-content>
            <p className="privacy__operator">
              <span className="privacy__operator-label">{privacyMessages.operator}:</span> {settings.clubName}, {settings.address}
            </p>
            {policySections.map((section, index) => (
              <section key={section.heading} className="privacy__section" aria-labelledby={sectionId(index)}>
                <h2 id={sectionId(index)} className="privacy__heading">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.length + paragraph.slice(0, 24)}>{fillPolicyTokens(paragraph, values)}</p>
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </PlainPage>
  );
}
