/**
 * Russian first (the law on the state language as amended from 1 March 2026): what a visitor reads
 * in the interface is in Russian, a foreign word at most as an equal duplicate, trademarks and names
 * aside. This finds the words that break it in a piece of interface text; e2e/russian-interface.spec.ts
 * runs it over every public page.
 */

/**
 * Service and brand names the interface may write in Latin letters: each is a trademark written so
 * by its owner (the law's 'trademarks and names aside'), and a Russian spelling would not be the name.
 * Kept short on purpose: a word goes here only when it is a name, never because it is a handy term.
 *
 * - Telegram, WhatsApp, YouTube, VK: the messengers and networks the club links to (VK also writes
 *   itself «ВКонтакте»; the link's label may use either).
 * - ALTCHA: the robot check's own widget prints its name beside its logo.
 * - QR: «QR-код» is Denso Wave's trademark «QR Code»; Russian payment rules (СБП) write it so too.
 * - erid: the advertising law's marking names the token «erid» (ad pop-up: «Реклама · … · erid: …»).
 *
 * Not here on purpose: MMA. It is the name of a sport, not of a company, and the site and the
 * Russian federation (Союз ММА России) write it in Cyrillic: «ММА». Latin «MMA» would be English.
 */
export const LATIN_NAMES_ALLOWED: readonly string[] = ['Telegram', 'WhatsApp', 'YouTube', 'VK', 'ALTCHA', 'QR', 'erid'];

/** Addresses are not words: links, e-mail addresses and bare domains (t.me/…, vk.com, example.ru). */
const ADDRESS = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[a-z]{2,})+(?:\/\S*)?/gi;
/** Roman numerals (XX век, Людовик XIV) are numbers. */
const ROMAN = /^[IVXLCDM]+$/;
const LATIN = /[A-Za-z]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const DIGIT = /\d/;

export interface LatinWord {
  word: string;
  /** 'latin' for a foreign word; 'mixed' for a word mixing alphabets (a Latin «К» or «о» typed into a Russian word). */
  kind: 'latin' | 'mixed';
}

/**
 * The Latin-letter words of `text` that are not allowed names. A word is a run of letters and
 * digits between spaces, punctuation and hyphens («QR-код» is «QR» and «код»). Parts with digits are
 * codes (UFC 1's «1», an erid token, «4G»), not words; a part mixing Cyrillic and Latin letters is
 * reported as mixed, since it looks Russian and reads wrong to a screen reader and a search.
 */
export function latinWords(text: string, allowed: readonly string[] = LATIN_NAMES_ALLOWED): LatinWord[] {
  const names = new Set(allowed.map((name) => name.toLowerCase()));
  const found: LatinWord[] = [];
  for (const part of text.replace(ADDRESS, ' ').split(/[^\p{L}\p{N}'’]+/u)) {
    const word = part.replace(/^['’]+|['’]+$/g, '');
    if (!LATIN.test(word) || DIGIT.test(word)) continue;
    if (CYRILLIC.test(word)) {
      found.push({ word, kind: 'mixed' });
      continue;
    }
    if (ROMAN.test(word) || names.has(word.toLowerCase())) continue;
    found.push({ word, kind: 'latin' });
  }
  return found;
}
