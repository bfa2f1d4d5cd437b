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

/**
 * The demo pictures' names in the library, in Russian as a club would name its files (the drawings
 * are PNG originals, demoPictureName adds the extension; the about page's are WebP files). The
 * drawings' cache keys do not depend on these (demoCacheKey), so a rename encodes nothing again.
 */
export const demoPictureNames = {
  ad: 'Афиша турнира',
  product: (productName: string): string => productName,
  coach: (coachName: string): string => `Тренер ${coachName}`,
  post: (postNumber: number, photoNumber: number, scene: string): string =>
    `Новость ${String(postNumber).padStart(2, '0')}, фото ${photoNumber} — ${postSceneWords[scene] ?? 'зал'}`,
};

/** What a news photo shows, by its drawn scene (server/db/seed-data/art/post-scenes.ts). */
const postSceneWords: Readonly<Record<string, string>> = {
  ring: 'ринг',
  tatami: 'татами',
  gloves: 'перчатки',
  belts: 'пояса',
  podium: 'пьедестал',
  fighters: 'поединок',
  bag: 'боксёрский мешок',
  kids: 'детская группа',
};

/** The about page's picture files (client/public/media/images) by the names they get in the library. */
export const aboutPictureNames: Readonly<Record<string, string>> = {
  'founder-portrait.webp': 'Портрет основателя.webp',
  'gallery-ring.webp': 'Ринг под прожекторами.webp',
  'gallery-tatami.webp': 'Татами и пояса.webp',
  'gallery-gloves.webp': 'Перчатки на стене.webp',
  'gallery-group.webp': 'Тренировка группы.webp',
  'gallery-trophies.webp': 'Кубки и медали.webp',
  'gallery-sunrise.webp': 'Пробежка на рассвете.webp',
};
