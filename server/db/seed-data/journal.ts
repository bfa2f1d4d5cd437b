import { createRng } from './art/svg-kit';

export interface DemoGroup {
  name: string;
  /** Which passes a tick there takes a class from (an application value). */
  direction: string;
  /** Training weekdays as Date#getDay numbers (1 = Monday … 6 = Saturday), as in the schedule. */
  weekdays: number[];
  students: string[];
}

export const demoGroups: DemoGroup[] = [
  {
    // "Детская младшая группа", Mon/Wed/Fri 16:00.
    name: 'Дети 7–9 лет',
    direction: 'Karate',
    weekdays: [1, 3, 5],
    students: [
      'Никитин Арсений',
      'Смирнова Алиса',
      'Козлов Тимофей',
      'Егорова Варвара',
      'Павлов Матвей',
      'Соловьёв Глеб',
      'Белова Ксения',
      'Андреев Марк',
    ],
  },
  {
    // "Детская средняя группа", Tue/Thu 17:00 and Saturday 12:00.
    name: 'Дети 10–13 лет',
    direction: 'Karate',
    weekdays: [2, 4, 6],
    students: [
      'Орлов Максим',
      'Гасанов Тимур',
      'Козлов Артём',
      'Смирнов Илья',
      'Фёдоров Даниил',
      'Морозова Елизавета',
      'Зайцева Вероника',
      'Кузьмин Роман',
      'Новикова Полина',
    ],
  },
  {
    // "Взрослые ММА", Mon/Wed/Fri 20:30.
    name: 'Взрослые ММА',
    direction: 'Mma',
    weekdays: [1, 3, 5],
    students: [
      'Лебедев Никита Андреевич',
      'Кузнецов Сергей Викторович',
      'Петров Алексей Игоревич',
      'Соколов Денис',
      'Макаров Артур Рустамович',
      'Григорьев Олег',
      'Ильин Станислав Павлович',
    ],
  },
];

/** Days of `month` (1-12) in `year` that fall on one of `weekdays`: the group's real lesson days. */
export function trainingDays(year: number, month: number, weekdays: readonly number[]): number[] {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days: number[] = [];
  for (let day = 1; day <= daysInMonth; day++) {
    if (weekdays.includes(new Date(Date.UTC(year, month - 1, day)).getUTCDay())) days.push(day);
  }
  return days;
}

export const previousMonth = (year: number, month: number): { year: number; month: number } =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

export interface DemoAttendance {
  studentName: string;
  year: number;
  month: number;
  days: number[];
  attendance: Record<string, boolean>;
}

/**
 * One month of a group's journal: every lesson day is listed, and the days up to `markedThrough`
 * (inclusive) are marked, mostly present; each student has a steady habit of their own.
 */
export function buildGroupMonth(
  group: DemoGroup,
  groupIndex: number,
  year: number,
  month: number,
  markedThrough: number,
): DemoAttendance[] {
  const days = trainingDays(year, month, group.weekdays);
  return group.students.map((studentName, studentIndex) => {
    const rng = createRng(year * 100 + month + groupIndex * 7919 + studentIndex * 104729);
    const habit = 0.72 + ((studentIndex * 37 + groupIndex * 11) % 26) / 100;
    const attendance: Record<string, boolean> = {};
    for (const day of days) if (day <= markedThrough) attendance[String(day)] = rng() < habit;
    return { studentName, year, month, days, attendance };
  });
}
