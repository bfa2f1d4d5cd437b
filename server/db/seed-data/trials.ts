import type { TrialSlotFields } from '#shared/schemas/trial';

const slot = (
  weekday: number,
  time: string,
  direction: TrialSlotFields['direction'],
  title: string,
  ageMin: number,
  ageMax: number,
  durationMinutes = 90,
): TrialSlotFields => ({ weekday, time, direction, title, ageMin, ageMax, durationMinutes, capacity: 2, active: true });

/**
 * Demo trial slots on the demo timetable's own classes (same weekday and start), at least one for
 * every direction and a children's group for the youngest, so the booking shows on a fresh start.
 */
export const demoTrialSlots: TrialSlotFields[] = [
  slot(1, '16:00', 'Hand-to-hand combat', 'Детская младшая группа', 6, 9, 60),
  slot(3, '16:00', 'Hand-to-hand combat', 'Детская младшая группа', 6, 9, 60),
  slot(5, '16:00', 'Karate', 'Детская младшая группа', 6, 9, 60),
  slot(2, '17:00', 'Karate', 'Детская средняя группа', 10, 14),
  slot(4, '17:00', 'Kickboxing', 'Детская средняя группа', 10, 14),
  slot(1, '18:30', 'Mma', 'Детская соревновательная группа', 10, 15),
  slot(5, '18:30', 'Mma', 'Детская соревновательная группа', 10, 15),
  slot(2, '18:30', 'Grappling', 'Взрослые, грэпплинг', 16, 60),
  slot(4, '18:30', 'Grappling', 'Взрослые, грэпплинг', 16, 60),
  slot(2, '19:00', 'Kickboxing', 'Женская группа, кикбоксинг', 16, 60),
  slot(2, '20:30', 'Boxing', 'Взрослые, бокс', 16, 60),
  slot(4, '20:30', 'Boxing', 'Взрослые, бокс', 16, 60),
  slot(1, '20:30', 'Mma', 'Взрослые ММА', 16, 60),
  slot(3, '20:30', 'Mma', 'Взрослые ММА', 16, 60),
  slot(2, '10:00', "Women's self-defense", 'Женская группа, самооборона', 16, 60),
  slot(4, '10:00', "Women's self-defense", 'Женская группа, самооборона', 16, 60),
];
