import { telegramBotCopy } from '#shared/content/telegram.ru';

/** 'Напомнить в Telegram': the deep link to the club's bot, shown once the application is stored. */
export function ReminderOffer({ url }: { url: string }) {
  return (
    <div className="wl-reminder" role="status">
      <a className="button wl-reminder__link" href={url} target="_blank" rel="noopener noreferrer">
        {telegramBotCopy.offerButton}
      </a>
      <p className="wl-form__note">{telegramBotCopy.offerHint}</p>
    </div>
  );
}
