import { newsColumns } from '#shared/rules/news';
import type { PostAttachment } from '#shared/schemas/post';
import type { Db } from '../db/client';
import { posts } from '../db/schema';

/**
 * A club's VK wall of a few years, made up but varied as a real one: short and long texts, VK
 * mentions, the service hashtags (victories, events, announcements) in any case and position, one to
 * four photos or none, a share of video posts and of posts without text. Deterministic for a seed,
 * so a failing test or a benchmark run can be repeated. Used by the integration tests and `npm run bench`.
 */
export interface GeneratedPost {
  title: string;
  text: string;
  date: number;
  photoUrls: string[];
  attachments: PostAttachment[];
}

/** Mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPENINGS = [
  'Итоги первенства области по ММА',
  'Открытая тренировка для детей и родителей',
  'Аттестация на пояса в субботу',
  'Новый набор в группу грэпплинга',
  'Турнир по боксу среди юношей',
  'Мастер-класс чемпиона России',
  'Летние сборы в Подмосковье',
  'Поздравляем наших спортсменов',
  'Изменения в расписании на праздники',
  'Семинар по самообороне для девушек',
];
const SENTENCES = [
  'Ребята показали отличную подготовку и характер.',
  'Спасибо тренерам [id1024|Ивану Петрову] и [club218000111|Академии единоборств] за работу!',
  'Запись по телефону или в сообщениях группы.',
  'Подробности на сайте https://academy.example/schedule, приходите всей семьёй.',
  'Тренировки проходят в зале на втором этаже, вход со двора.',
  'Не забудьте форму, капу и бинты.',
  'В следующем месяце стартует подготовка к чемпионату.',
  'Фотоотчёт смотрите ниже, видео скоро будет на канале.',
  'Благодарим родителей за поддержку на трибунах!',
  'Вход свободный, количество мест ограничено.',
];
const TAGS = ['#нашипобеды', '#НашиПобеды', '#афиша', '#Афиша@academy', '#анонс', '#ММА', '#бокс'];

export function generateWall(count: number, seed = 2026): GeneratedPost[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const start = 1_640_000_000; // early 2022: a few years of a wall
  const wall: GeneratedPost[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = next();
    const noText = roll < 0.03;
    const sentences = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(SENTENCES));
    const tags = TAGS.filter(() => next() < 0.14);
    const tagLine = tags.join(' ');
    const opening = `${pick(OPENINGS)} №${index + 1}.`;
    const text = noText
      ? ''
      : next() < 0.5
        ? [opening, ...sentences, tagLine].filter(Boolean).join(next() < 0.5 ? ' ' : '\n\n')
        : [tagLine, opening, ...sentences].filter(Boolean).join('\n');
    const photoCount = next() < 0.15 ? 0 : 1 + Math.floor(next() * 4);
    const photoUrls = Array.from({ length: photoCount }, (_, photo) =>
      next() < 0.9
        ? `/uploads/post/gen-${index}-${photo}-1200.webp`
        : `https://sun9-${photo}.userapi.com/impg/gen-${index}-${photo}.jpg?size=1280x853&sign=ab${index}`,
    );
    const video = next() < 0.1;
    const attachments: PostAttachment[] = [
      ...photoUrls.map(() => ({ type: 'photo' })),
      ...(video ? [{ type: 'video' }] : []),
      ...(next() < 0.05 ? [{ type: 'link', url: 'https://academy.example/' }] : []),
    ];
    wall.push({
      title: noText ? '' : opening.replace(/\.$/, ''),
      text,
      date: start + index * 43_200 + Math.floor(next() * 3600),
      photoUrls,
      attachments,
    });
  }
  return wall;
}

/** Stores generated posts oldest first (ids follow the wall), with their news columns, as the seed does. */
export function storeWall(db: Db, wall: readonly GeneratedPost[]): void {
  db.transaction((tx) => {
    for (let from = 0; from < wall.length; from += 200) {
      tx.insert(posts)
        .values(
          wall.slice(from, from + 200).map((post) => ({
            ...post,
            ...newsColumns(post),
            source: 'local' as const,
            createdAt: post.date,
            updatedAt: post.date,
          })),
        )
        .run();
    }
  });
}
