import type { AboutDocument } from './about';
import type { ContactsDocument } from './contacts';
import type { DirectionDocument } from './direction';
import type { HomeDocument } from './home';

/**
 * Small valid documents of each kind, at the lower limits of every list, for the schema tests and
 * the server's tests of drafts and publishing (which put real library ids in the pictures).
 */
const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

export const minimalHome = (): HomeDocument => ({
  hero: {
    eyebrow: 'Club',
    tagline: 'Come',
    primaryAction: { label: 'Sign up', href: '/waiting-list' },
    secondaryAction: { label: 'Timetable', href: '/schedule' },
    stats: [{ value: '7', label: 'directions' }],
    video: null,
  },
  marquee: ['Power', 'Technique', 'Character'],
});

export const minimalAbout = (photoId: number): AboutDocument => ({
  philosophy: {
    title: 'Philosophy',
    paragraphs: ['Paragraph'],
    values: times(4, (index) => ({ title: `Value ${index + 1}`, text: 'Text' })),
  },
  quotes: [{ text: 'Quote', author: 'Author', source: 'Source' }],
  founder: {
    name: 'Ivan Petrov',
    role: 'Head coach',
    photo: { mediaId: photoId },
    stats: [{ value: '20', label: 'years' }],
    qualifications: [],
    belts: [],
    results: [],
    bio: ['Biography'],
  },
  coaches: { lead: 'Our coaches' },
  gallery: { title: 'Gallery', items: times(3, (index) => ({ image: { mediaId: photoId }, caption: `Photo ${index + 1}` })) },
});

export const minimalContacts = (): ContactsDocument => ({
  intro: { title: 'Contacts', lead: 'Come' },
  findUs: [{ title: 'Entrance', text: 'From the yard' }],
  firstTraining: { lead: 'What to bring', items: ['Kit'], note: 'Come early' },
  faq: [{ question: 'How much?', answer: ['The first class is free'] }],
});

const article = () => ({ heading: 'Section', paragraphs: ['Text'] });

export const minimalDirection = (): DirectionDocument => ({
  meta: { title: 'Boxing', description: 'Boxing for all' },
  lead: 'Boxing',
  watermark: 'Boxing',
  video: null,
  features: times(4, (index) => ({ icon: 'fist' as const, title: `Card ${index + 1}`, text: 'Text' })),
  description: article(),
  history: {
    heading: 'History',
    intro: 'Intro',
    timeline: times(3, (index) => ({ period: String(1900 + index), title: 'Event', text: 'Text' })),
  },
  elements: {
    heading: 'Techniques',
    intro: 'Intro',
    items: times(3, (index) => ({ name: `Punch ${index + 1}`, text: 'Text' })),
  },
  rules: article(),
  popularity: article(),
});
