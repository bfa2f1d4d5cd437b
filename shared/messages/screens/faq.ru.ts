/** The /faq page (client/features/faq). */
export const faqMessages = {
  heading: 'Вопросы и ответы',
  breadcrumb: 'Вопросы и ответы',
  watermark: 'Вопросы',
} as const;
