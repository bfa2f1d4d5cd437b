import type { DirectionSlug } from '#shared/directions';
import type { DirectionMeta } from './types';

/**
 * Title and description of each direction page. A route's head() runs in the main bundle, so these
 * few lines live apart from the long page content (which loads with the route's component).
 */
export const boxingMeta: DirectionMeta = {
  title: 'Секция бокса для детей и взрослых',
  description:
    'Секция бокса для детей и взрослых: постановка ударов и защиты, работа ног, спарринги под контролем тренера. Запишитесь на пробное занятие.',
};

export const mmaMeta: DirectionMeta = {
  title: 'Секция ММА для детей и взрослых',
  description:
    'Секция ММА для детей и взрослых: ударная техника, борьба в стойке и партере, болевые приёмы, спарринги под контролем тренера. Пробное занятие.',
};

export const grapplingMeta: DirectionMeta = {
  title: 'Секция грэпплинга для детей и взрослых',
  description:
    'Грэпплинг — борьба без ударов: переводы, контроль, болевые и удушающие приёмы, в кимоно и без. Группы для детей и взрослых, пробное занятие.',
};

export const kickboxingMeta: DirectionMeta = {
  title: 'Секция кикбоксинга для детей и взрослых',
  description:
    'Кикбоксинг для детей и взрослых: удары руками и ногами, защита, растяжка и выносливость. Занятия с нуля и подготовка к соревнованиям. Пробное занятие.',
};

export const handToHandCombatMeta: DirectionMeta = {
  title: 'Секция рукопашного боя для детей и взрослых',
  description:
    'Секция рукопашного боя: удары, броски, болевые приёмы и защита от захватов. Практичные навыки и характер для детей и взрослых. Пробное занятие.',
};

export const karateMeta: DirectionMeta = {
  title: 'Секция каратэ для детей и взрослых',
  description:
    'Секция каратэ для детей и взрослых: кихон, ката и кумитэ, аттестации на пояса, дисциплина и уважение. Олимпийский вид спорта. Пробное занятие.',
};

export const womensSelfDefenseMeta: DirectionMeta = {
  title: 'Курсы женской самообороны',
  description:
    'Курсы женской самообороны: как избежать опасности, освободиться от захвата и уйти. Занятия в женской группе, без подготовки. Пробное занятие.',
};

export const directionMeta: Record<DirectionSlug, DirectionMeta> = {
  mma: mmaMeta,
  grappling: grapplingMeta,
  boxing: boxingMeta,
  kickboxing: kickboxingMeta,
  'hand-to-hand-combat': handToHandCombatMeta,
  karate: karateMeta,
  'womens-self-defense': womensSelfDefenseMeta,
};
