import { formatLongDate } from '#shared/rules/dates';
import { CalendarIcon } from './icons';
import './post-date.css';

/** A post's date as the home page's news cards and the news lists show it: '5 марта 2026' under a calendar icon. */
export function PostDate({ date }: { date: number }) {
  return (
    <time className="post-date" dateTime={new Date(date * 1000).toISOString()}>
      <CalendarIcon />
      {formatLongDate(date)}
    </time>
  );
}
