import { HOME_NEWS, NEWS_HASHTAGS, NEWS_PAGINATION } from '../constants';
import type { NewsPage, NewsPost, NewsView, Post } from '../schemas/post';
import { clubDay } from './dates';
import { postImageUrl } from './images';
import { clampPage, pageCount } from './pagination';

type FilterablePost = Pick<Post, 'id' | 'text' | 'photoUrls' | 'attachments'>;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A whole hashtag, case-insensitive (VK treats tags that way): '#афиша' matches '#Афиша' and the
 * community form '#афиша@club', not '#афишами'.
 */
function hashtagPattern(tag: string, flags = 'iu'): RegExp {
  return new RegExp(`${escapeRegExp(tag)}(?:@[\\w.]+)?(?![\\p{L}\\p{N}_])`, flags);
}

export function hasHashtag(text: string, tag: string): boolean {
  return hashtagPattern(tag).test(text);
}

export function isVideoPost(post: Pick<Post, 'attachments'>): boolean {
  return post.attachments.some((attachment) => attachment.type === 'video');
}

/** A post is shown on the site with at least one photo, some text, no video attachment, and the tag when one is given. */
export function isShowablePost(
  post: Pick<Post, 'text' | 'photoUrls' | 'attachments'> & Partial<Pick<Post, 'id'>>,
  tag?: string,
): boolean {
  if (post.photoUrls.length === 0 || post.text.trim() === '' || isVideoPost(post)) return false;
  return tag === undefined || hasHashtag(post.text, tag);
}

/** Showable posts, newest (highest id) first. Does not mutate `posts`. */
export function filterPosts<P extends FilterablePost>(posts: readonly P[], tag?: string): P[] {
  return posts.filter((post) => isShowablePost(post, tag)).sort((a, b) => b.id - a.id);
}

export function homeNews<P extends FilterablePost>(posts: readonly P[]): P[] {
  return filterPosts(posts).slice(0, HOME_NEWS.postCount);
}

export function homeVictories<P extends FilterablePost>(posts: readonly P[]): P[] {
  return filterPosts(posts, NEWS_HASHTAGS.victories).slice(0, HOME_NEWS.postCount);
}

export function eventPosts<P extends FilterablePost>(posts: readonly P[]): P[] {
  return filterPosts(posts, NEWS_HASHTAGS.events);
}

const MENTION_RE = /\[(?:club|public|event|id)\d+\|([^\]]*)\]/g;
const REMOVED_HASHTAGS = Object.values(NEWS_HASHTAGS).map((tag) => hashtagPattern(tag, 'giu'));

/**
 * A post's text as shown: VK mentions become their label, the service hashtags go, and the gaps they
 * leave are closed (runs of spaces, spaces at line ends, more than one empty line). Line breaks stay.
 */
export function cleanPostText(text: string): string {
  let cleaned = text.replace(MENTION_RE, '$1');
  for (const pattern of REMOVED_HASHTAGS) cleaned = cleaned.replace(pattern, '');
  return cleaned
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * At most `maxLength` UTF-16 units, then '…'. Cuts at the last word boundary when that keeps at least
 * half of the allowed length (a single very long word is cut hard), never inside a surrogate pair.
 */
export function cutText(text: string, maxLength: number = HOME_NEWS.textCutLength): string {
  if (text.length <= maxLength) return text;
  let cut = text.slice(0, maxLength);
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const cutsInsideWord = !/\s/.test(text.charAt(maxLength)) && !/\s$/.test(cut);
  if (cutsInsideWord) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace >= maxLength / 2) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s,.;:—–-]+$/u, '')}…`;
}

export type TextPart = { type: 'text'; value: string } | { type: 'link'; href: string; value: string };

const URL_RE = /(?<![\p{L}\p{N}_@/.])(?:https?:\/\/|www\.)[^\s<>"«»]+/giu;
const TRAILING_PUNCTUATION = new Set(['.', ',', '!', '?', ';', ':', '…', "'", '"', '»']);

function count(value: string, char: string): number {
  return value.split(char).length - 1;
}

/** Drops punctuation that ends the sentence rather than the address; keeps balanced brackets (wiki links). */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.charAt(url.length - 1);
    const unbalancedClose =
      (last === ')' && count(url, ')') > count(url, '(')) || (last === ']' && count(url, ']') > count(url, '['));
    if (!TRAILING_PUNCTUATION.has(last) && !unbalancedClose) return url;
    url = url.slice(0, -1);
  }
}

function hasHost(url: string): boolean {
  return /^(?:https?:\/\/|www\.)[\p{L}\p{N}-]+/iu.test(url);
}

function pushText(parts: TextPart[], value: string): void {
  if (value === '') return;
  const previous = parts[parts.length - 1];
  if (previous?.type === 'text') previous.value += value;
  else parts.push({ type: 'text', value });
}

/** Splits text into plain parts and http(s)/www links (www. links get https://) for the press centre. */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const match of text.matchAll(URL_RE)) {
    const url = trimUrl(match[0]);
    if (!hasHost(url)) continue;
    pushText(parts, text.slice(position, match.index));
    parts.push({ type: 'link', href: /^www\./i.test(url) ? `https://${url}` : url, value: url });
    position = match.index + url.length;
  }
  pushText(parts, text.slice(position));
  return parts;
}

/**
 * The four news views. Each view is one rule: which posts (every showable one, or the showable ones
 * with a tag), how many a page holds, whether it is paged (the lists) or only the newest few (the
 * home sliders), and whether the text is the short card text (home) or the whole cleaned text.
 */
export const NEWS_VIEW_RULES = {
  home: { tag: undefined, pageSize: HOME_NEWS.postCount, paged: false, cardText: true },
  victories: { tag: 'victories', pageSize: HOME_NEWS.postCount, paged: false, cardText: true },
  press: { tag: undefined, pageSize: NEWS_PAGINATION.pageSize, paged: true, cardText: false },
  events: { tag: 'events', pageSize: NEWS_PAGINATION.pageSize, paged: true, cardText: false },
} as const satisfies Record<NewsView, { tag: NewsTag | undefined; pageSize: number; paged: boolean; cardText: boolean }>;

/** The hashtags a view can filter by (the key in NEWS_HASHTAGS). */
export type NewsTag = 'victories' | 'events';

/**
 * Bumped whenever `newsColumns` below changes what it computes: the server recomputes the stored
 * columns of every post whose version is older when it starts (server/lib/posts.ts).
 */
export const NEWS_RULES_VERSION = 1;

/** What the news views need of a post, computed once when the post is written and stored with it. */
export interface NewsColumns {
  /** A photo, some text and no video attachment. */
  showable: boolean;
  tagVictories: boolean;
  tagEvents: boolean;
  /** Mentions as their labels, service hashtags removed, gaps closed. */
  cleanText: string;
  /** The cleaned text cut to the home card's length. */
  cardText: string;
  /** The first photo at 600 px (cards, home slider) and 1200 px (the viewer); null without a photo. */
  photoSmall: string | null;
  photoLarge: string | null;
  newsVersion: number;
}

export function newsColumns(post: Pick<Post, 'text' | 'photoUrls' | 'attachments'>): NewsColumns {
  const cleanText = cleanPostText(post.text);
  const first = post.photoUrls[0];
  return {
    showable: isShowablePost(post),
    tagVictories: hasHashtag(post.text, NEWS_HASHTAGS.victories),
    tagEvents: hasHashtag(post.text, NEWS_HASHTAGS.events),
    cleanText,
    cardText: cutText(cleanText, HOME_NEWS.textCutLength),
    photoSmall: first === undefined ? null : postImageUrl(first, 'small'),
    photoLarge: first === undefined ? null : postImageUrl(first, 'large'),
    newsVersion: NEWS_RULES_VERSION,
  };
}

/** A post as a news view shows it. */
export function toNewsPost(post: Pick<Post, 'id' | 'title' | 'date'>, columns: NewsColumns, view: NewsView): NewsPost {
  return {
    id: post.id,
    title: post.title,
    date: post.date,
    day: clubDay(post.date),
    text: NEWS_VIEW_RULES[view].cardText ? columns.cardText : columns.cleanText,
    photo: columns.photoSmall,
    photoLarge: columns.photoLarge,
  };
}

/** Which page a view shows: the lists clamp the asked page; the sliders always show their first few. */
export function newsPageNumbers(view: NewsView, total: number, requestedPage: number) {
  const rule = NEWS_VIEW_RULES[view];
  const totalPages = rule.paged ? pageCount(total, rule.pageSize) : Math.min(1, total);
  const page = rule.paged ? clampPage(requestedPage, totalPages) : 1;
  return { page, totalPages, pageSize: rule.pageSize, offset: (page - 1) * rule.pageSize };
}

/**
 * A view's page computed from a whole list in memory: the reference the server's indexed query is
 * tested against, and what tests and previews use. `listKey` names the list (not the page) so the
 * client can tell a changed list from a page change.
 */
export function newsPageOf(posts: readonly Post[], view: NewsView, requestedPage = 1): NewsPage {
  return newsPageOfList(newsListOf(posts, view), view, requestedPage);
}

export interface NewsListEntry {
  post: Pick<Post, 'id' | 'title' | 'date'>;
  columns: NewsColumns;
}

/** The posts of a view, newest first, with their news columns. */
export function newsListOf(posts: readonly Post[], view: NewsView): NewsListEntry[] {
  const rule = NEWS_VIEW_RULES[view];
  return posts
    .map((post) => ({ post, columns: newsColumns(post) }))
    .filter(({ columns }) => columns.showable && (rule.tag === undefined || columns[tagColumn(rule.tag)]))
    .sort((a, b) => b.post.id - a.post.id);
}

/** One page of a list made by `newsListOf`. */
export function newsPageOfList(list: readonly NewsListEntry[], view: NewsView, requestedPage = 1): NewsPage {
  const numbers = newsPageNumbers(view, list.length, requestedPage);
  const shown = list.slice(numbers.offset, numbers.offset + numbers.pageSize);
  return {
    posts: shown.map(({ post, columns }) => toNewsPost(post, columns, view)),
    total: list.length,
    page: numbers.page,
    totalPages: numbers.totalPages,
    pageSize: numbers.pageSize,
    listKey: newsListKey(
      list.length,
      list.reduce((max, { post }) => Math.max(max, post.id), 0),
      list.reduce((sum, { post }) => sum + post.id, 0),
    ),
  };
}

export function tagColumn(tag: NewsTag): 'tagVictories' | 'tagEvents' {
  return tag === 'victories' ? 'tagVictories' : 'tagEvents';
}

/** Count, newest id and sum of ids: a different set of posts in the list gives a different key. */
export function newsListKey(total: number, maxId: number, sumIds: number): string {
  return `${total}.${maxId}.${sumIds}`;
}

const TITLE_MAX_LENGTH = 100;
const HASHTAGS_ONLY_RE = /^(?:#[\p{L}\p{N}_]+(?:@[\w.]+)?[\s,]*)+$/u;
const TRAILING_HASHTAGS_RE = /(?:\s*#[\p{L}\p{N}_]+(?:@[\w.]+)?)+\s*$/u;
const FIRST_SENTENCE_RE = /^.+?[.!?…]+(?=\s|$)/u;

/**
 * The title of a post that has none of its own (every VK wall post, an admin post left untitled):
 * the first line that is not only hashtags, cut to its first sentence,
 * with mentions shown as their label, at most 100 characters cut at a word boundary.
 */
export function titleFromText(text: string): string {
  const line =
    cleanPostText(text)
      .split('\n')
      .map((candidate) => candidate.trim())
      .find((candidate) => candidate !== '' && !HASHTAGS_ONLY_RE.test(candidate)) ?? '';
  const withoutTags = line.replace(TRAILING_HASHTAGS_RE, '').trim();
  const sentence = FIRST_SENTENCE_RE.exec(withoutTags)?.[0] ?? withoutTags;
  const title = sentence.replace(/(?<![.])\.$/, '').trim();
  // cutText adds '…' after the cut.
  return cutText(title, TITLE_MAX_LENGTH - 1);
}
