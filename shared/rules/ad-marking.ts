/**
 * The advertising law's marking of an internet advert (38-FZ art. 18.1, in force since 2022-2023):
 * the word 'Реклама', the advertiser, and the erid token an advertising data operator (ОРД) issues
 * when the advert is registered. The token also travels in the advert's link as `?erid=`, which is
 * how the regulator's crawler matches a click to the registered creative.
 */

/**
 * What an erid token looks like: Latin letters and digits only ('2VtzqwHGbJ1', 'Kra23f4Dh'). The
 * operators do not publish one length; tokens seen in the wild run from 6 to 40-odd characters, so the
 * check is for a plausible shape (catching a pasted link, a space or Cyrillic), not a checksum.
 */
export const ERID_PATTERN = /^[A-Za-z0-9]{6,100}$/;

export function isPlausibleErid(value: string): boolean {
  return ERID_PATTERN.test(value);
}

/** A Russian taxpayer number: 10 digits for an organisation, 12 for a person or a sole trader. */
export const INN_PATTERN = /^(\d{10}|\d{12})$/;

export interface AdAdvertiser {
  name: string;
  inn: string;
}

/**
 * The advertiser named on the advert: the one the admin typed, or else the site's operator (the law
 * settings), who is the advertiser of the club's own promotion. Name and INN come as a pair from one
 * side, so a typed name never shows the operator's INN.
 */
export function resolveAdvertiser(own: AdAdvertiser, operator: AdAdvertiser): AdAdvertiser {
  const typed = own.name.trim();
  return typed ? { name: typed, inn: own.inn.trim() } : { name: operator.name.trim(), inn: operator.inn.trim() };
}

/** 'ООО «Ромашка», ИНН 7701234567' (the INN only when there is one). */
export function advertiserText(advertiser: AdAdvertiser, innLabel: string): string {
  if (!advertiser.name) return '';
  return advertiser.inn ? `${advertiser.name}, ${innLabel} ${advertiser.inn}` : advertiser.name;
}

/**
 * The label line: 'Реклама · <advertiser> · erid: <token>', leaving out a part that is not known
 * (the editor warns about a missing erid; the word 'Реклама' is always there).
 */
export function adLabelLine(parts: { advertiser: AdAdvertiser; erid: string }, words: { advert: string; inn: string }): string {
  const advertiser = advertiserText(parts.advertiser, words.inn);
  const erid = parts.erid.trim();
  return [words.advert, advertiser, erid ? `erid: ${erid}` : ''].filter(Boolean).join(' · ');
}

/**
 * The advert's link with `erid=<token>` in its query string: appended after the parameters already
 * there (kept exactly as written), replacing an earlier erid, before any #fragment. Without a token, or
 * for a string that is not an absolute address, the link is returned as it is.
 */
export function withErid(link: string, erid: string): string {
  const token = erid.trim();
  if (!token || !link) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !/^erid(=|$)/i.test(pair));
  url.search = `?${[...kept, `erid=${encodeURIComponent(token)}`].join('&')}`;
  return url.href;
}
