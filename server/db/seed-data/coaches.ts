import type { PoseName } from './art/figures';

export interface DemoCoach {
  name: string;
  ranks: string[];
  /** The portrait's silhouette and colours. */
  pose: PoseName;
  accent: string;
  gloves?: string;
}

/** The club's coaches beside the founder, in the order /about shows them. */
export const demoCoaches: DemoCoach[] = [
  {
    name: 'Артём Волков',
    ranks: ['Мастер спорта России по боксу', 'Тренер высшей категории', 'Чемпион ЦФО 2016'],
    pose: 'stance',
    accent: '#e11d2e',
    gloves: '#e11d2e',
  },
  {
    name: 'Ирина Соколова',
    ranks: ['Чёрный пояс по карате киокусинкай, 2 дан', 'КМС по рукопашному бою', 'Ведёт женскую самооборону'],
    pose: 'kick',
    accent: '#f5b301',
  },
  {
    name: 'Руслан Гаджиев',
    ranks: ['Мастер спорта по грэпплингу', 'Коричневый пояс по бразильскому джиу-джитсу', 'Призёр чемпионата России по ММА'],
    pose: 'victory',
    accent: '#1d2a48',
  },
  {
    name: 'Денис Морозов',
    ranks: ['КМС по кикбоксингу', 'Детский тренер, группы 6–12 лет'],
    pose: 'jab',
    accent: '#8f0f1b',
    gloves: '#f5b301',
  },
];
