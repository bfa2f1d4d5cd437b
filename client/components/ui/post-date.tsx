import { formatDay } from '#shared/rules/dates';
import { CalendarIcon } from './icons';
import './post-date.css';

/**
 * A post's date as the home page's news cards and the news lists show it: '5 марта 2026' under a
 * calendar icon. `day` is the club's calendar date the server worked out (NewsPost.day), so the
 * browser builds no time-zone formatter for it.
 */
export function PostDate({ date, day }: { date: number; day: string }) {
  return (
    <time className="post-date" dateTime={new Date(date * 1000).toISOString()}>
      <CalendarIcon />
      {formatDay(day)}
    </time>
  );
}
