import { z } from 'zod';
import { revenueSchemaMessages as copy } from '../messages/schemas/revenue.ru';

/** A month of the club's calendar, 'YYYY-MM' (2000-2099: the club's books, nothing older or stranger). */
export const revenueMonthSchema = z.string({ error: copy.month }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, copy.month);

/** The dashboard's money block: the month, this month when left out. */
export const revenueInput = z.object({ month: revenueMonthSchema.optional() });

/** 'Выгрузка для бухгалтерии': the month is always named (it is in the file's name). */
export const revenueCsvInput = z.object({ month: revenueMonthSchema });

/** Kopecks by where the money came in: ЮKassa online, cash or the card terminal in the gym. */
export interface MoneySplit {
  online: number;
  cash: number;
  terminal: number;
  total: number;
}

/** One line of a breakdown: what was sold and for how much, by where the money came in. */
export interface RevenueLine {
  key: string;
  /** A pass type's name; for a direction line, the directions (application values) it is good for. */
  name: string;
  directions: string[];
  /** 'all': good for any direction; 'groups': for particular groups without a direction. */
  scope: 'directions' | 'all' | 'groups';
  passes: number;
  kopecks: MoneySplit;
}

/** The month's money: all sums integer kopecks; a sale counts on the day it succeeded, a refund on the day it did. */
export interface MoneyMonth {
  month: string;
  /** Gross: every payment that succeeded this month, refunded or not. */
  revenue: MoneySplit;
  /** Refunds that succeeded this month (online only: a gym sale is not refunded through the site). */
  refunds: { kopecks: number; count: number };
  /** revenue.total − refunds.kopecks. */
  netKopecks: number;
  passesSold: number;
  byDirection: RevenueLine[];
  byPassType: RevenueLine[];
  /** Live passes whose last day is today or within the next 7 days (now, whatever the month shown). */
  expiringSoon: number;
}
