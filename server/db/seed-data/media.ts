/**
 * The demo's pictures in the media library (server/db/demo-library.ts): the folder they are in on
 * 'Медиа' and their alt text. The about page's pictures have theirs in pages/about.ts.
 */

/** The store's, the coaches' and the ad's demo pictures; the owner sees at a glance what to replace. */
export const DEMO_LIBRARY_FOLDER = 'Демо';

/** A product's drawing, described by the product's own name. */
export const productPictureAlt = (productName: string): string =>
  `Иллюстрация: ${productName.charAt(0).toLocaleLowerCase('ru')}${productName.slice(1)}`;

/** A coach's portrait is a silhouette, not a face: the alt text says so and names the coach. */
export const coachPortraitAlt = (coachName: string): string =>
  `${coachName}: иллюстрация — силуэт спортсмена на фоне цветного круга`;

export const AD_POSTER_ALT =
  'Иллюстрация: афиша турнира — двое бойцов друг против друга во вспышке света, контур клетки и чемпионский пояс';
