import { type KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { trpc } from '#client/lib/trpc';
import { HOME_NEWS_SLIDER } from '#shared/constants';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { Carousel } from './carousel';
import { NewsCard } from './news-card';

type NewsTab = 'club' | 'victory';

const tabs: { id: NewsTab; label: string }[] = [
  { id: 'club', label: homeMessages.newsTabClub },
  { id: 'victory', label: homeMessages.newsTabVictories },
];

/** Academy news (default) or our victories, five posts each, and a link to the press centre. */
export function NewsSection() {
  // The tapped tab is marked in the tap's own frame; the panel follows as a deferred value (a
  // background render). Swapping the panel unmounts one slider (Swiper's teardown) and draws five new
  // cards with their links and photos: done in the tap's task it made the tap 100-250 ms long at 4x.
  const [selected, setTab] = useState<NewsTab>('club');
  const tab = useDeferredValue(selected);
  // The loader of / fetched both sliders' posts (five each), so switching tabs asks nothing.
  const { data, error } = trpc.posts.listPage.useQuery({ view: tab === 'club' ? 'home' : 'victories', page: 1 });
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A failure here is only logged; the block stays empty and no message shows.
  useEffect(() => {
    if (error) console.warn('Новости не загрузились:', error.message);
  }, [error]);

  const items = data?.posts;
  // The panel depends on the shown tab only: the tap's own render (the tab marked, `tab` still the
  // old one) then leaves the slider and its five cards alone; without this it re-rendered them all,
  // the carousel's props being new functions on each render.
  const panel = useMemo(
    () =>
      items && items.length > 0 ? (
        <Carousel
          key={tab}
          items={items}
          getKey={(post) => post.id}
          renderItem={(post) => <NewsCard post={post} />}
          label={tab === 'club' ? homeMessages.newsTabClub : homeMessages.newsTabVictories}
          slidesPerViewFromPx={HOME_NEWS_SLIDER.slidesPerViewFromPx}
          spaceBetween={HOME_NEWS_SLIDER.spaceBetweenPx}
          centered={HOME_NEWS_SLIDER.centeredSlides}
          autoplayMs={HOME_NEWS_SLIDER.autoplayDelayMs}
          className="news-section__carousel"
        />
      ) : (
        <p className="empty-note">{homeMessages.newsEmpty}</p>
      ),
    [tab, items],
  );

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const nextTab = tabs[next];
    if (!nextTab) return;
    setTab(nextTab.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="section section--light news-section" aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <Reveal className="section-head">
          <div>
            <p className="eyebrow">{homeMessages.newsEyebrow}</p>
            <h2 id={`${baseId}-title`} className="section-title">
              {homeMessages.newsTitle}
            </h2>
          </div>
          <div className="tabs" role="tablist" aria-label={homeMessages.newsTabsLabel}>
            {tabs.map((item, index) => (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={selected === item.id}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected === item.id ? 0 : -1}
                className="tabs__tab"
                onClick={() => setTab(item.id)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {item.label}
              </button>
            ))}
          </div>
        </Reveal>
        <Reveal delay={0.1}>
          <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="news-section__panel">
            {panel}
          </div>
        </Reveal>
        <div className="section-foot">
          <AppLink to="/press-center" className="button button--outline-dark">
            {homeMessages.viewAll}
            <ArrowRightIcon />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
