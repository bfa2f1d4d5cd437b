import { HOME_NEWS, NEWS_HASHTAGS } from '../constants';
import type { Post } from '../schemas/post';

type NewsPost = Pick<Post, 'id' | 'text' | 'photoUrls' | 'attachments'>;

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

/** Spec 5: at least one photo, some text, no video attachment, and the tag when one is given. */
export function isShowablePost(post: NewsPost, tag?: string): boolean {
  if (post.photoUrls.length === 0 || post.text.trim() === '' || isVideoPost(post)) return false;
  return tag === undefined || hasHashtag(post.text, tag);
}

/** Showable posts, newest (highest id) first. Does not mutate `posts`. */
export function filterPosts<P extends NewsPost>(posts: readonly P[], tag?: string): P[] {
  return posts.filter((post) => isShowablePost(post, tag)).sort((a, b) => b.id - a.id);
}

export function homeNews<P extends NewsPost>(posts: readonly P[]): P[] {
  return filterPosts(posts).slice(0, HOME_NEWS.postCount);
}

export function homeVictories<P extends NewsPost>(posts: readonly P[]): P[] {
  return filterPosts(posts, NEWS_HASHTAGS.victories).slice(0, HOME_NEWS.postCount);
}

export function eventPosts<P extends NewsPost>(posts: readonly P[]): P[] {
  return filterPosts(posts, NEWS_HASHTAGS.events);
}

const MENTION_RE = /\[(?:club|public|event|id)\d+\|([^\]]*)\]/g;
const REMOVED_HASHTAGS = Object.values(NEWS_HASHTAGS).map((tag) => hashtagPattern(tag, 'giu'));

/**
 * Spec 5 text cleaning: VK mentions become their label, the service hashtags go, and the gaps they
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
