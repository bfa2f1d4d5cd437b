import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { FaqList } from '#client/components/ui/faq-list';
import { UsersIcon } from '#client/components/ui/icons';
import { usePublishedPage } from '#client/lib/use-published-page';
import { faqMessages } from '#shared/messages/screens/faq.ru';
import type { FaqDocument } from '#shared/schemas/pages/faq';

/** The questions-and-answers page drawn from its data (the published document, or a draft in the preview). */
export function FaqPageView({ data }: { data: FaqDocument }) {
  return (
    <PlainPage
      first={
        <PageBanner
          title={data.intro.title}
          crumb={faqMessages.breadcrumb}
          crumbTo="/faq"
          icon={<UsersIcon />}
          lead={data.intro.lead}
          watermark={faqMessages.watermark}
        />
      }
    >
      <section className="section section--light" aria-label={faqMessages.heading}>
        <div className="container">
          <FaqList items={data.faq} />
        </div>
      </section>
    </PlainPage>
  );
}

/** /faq: the published page, which the route's loader fetched for the server render. */
export function FaqPage() {
  return <FaqPageView data={usePublishedPage('faq')} />;
}
