/**
 * The words of a pass type on sale, drawn by /price's 'Купить абонемент онлайн' and by the buy page:
 * apart from the buy page's own words so that /price's chunk carries only these.
 */
export const passCardMessages = {
  priceSectionTitle: 'Купить абонемент онлайн',
  priceSectionLead: 'Оплата картой или через СБП. Абонемент появится у ученика сразу после оплаты.',
  buy: 'Купить',
  classes: (n: number | null) =>
    n === null
      ? 'безлимит'
      : `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'занятие' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'занятия' : 'занятий'}`,
  validity: (days: number) => `действует ${days} дн.`,
  ages: (min: number | null, max: number | null) =>
    min !== null && max !== null ? `${min}–${max} лет` : min !== null ? `с ${min} лет` : max !== null ? `до ${max} лет` : '',
};
