/**
 * The consent to personal-data processing as a separate document (152-FZ art. 9, as amended from
 * 1 September 2025: a consent is given apart from any other document the person signs or accepts).
 * Editions are stored in the database (server/lib/consent.ts); this is the first edition's text,
 * written to the database when none exists. Paragraphs are separated by a blank line. Tokens are
 * filled from the settings when the text is shown, so the operator's details stay current:
 * {operator} name, {inn} ', ИНН …' (nothing while the INN is not set), {address}, {email}, {retentionMonths}, {processors} (one sentence
 * naming every outside service the site is configured to use, or saying there are none).
 */
export const CONSENT_TOKENS = ['operator', 'inn', 'address', 'email', 'retentionMonths', 'processors'] as const;
export type ConsentToken = (typeof CONSENT_TOKENS)[number];

export const defaultConsentBody = `Я, действуя свободно, своей волей и в своём интересе, а если заявка подаётся за несовершеннолетнего — как его родитель или иной законный представитель, отправляя заявку на сайте, даю согласие оператору {operator}{inn}, адрес: {address} (далее — Оператор), на обработку персональных данных на следующих условиях.

1. Цели обработки: рассмотрение заявки на запись в клуб и на пробное занятие; связь со мной по телефону или в мессенджере, чтобы согласовать пробное занятие, подобрать группу по возрасту и направлению и сообщить расписание; напоминания о записанном занятии в Telegram, если я сам подключу их в чате с ботом клуба.

2. Перечень персональных данных: имя; фамилия; номер телефона; возраст; выбранное направление тренировок; имя родителя или законного представителя, если заявка подаётся за несовершеннолетнего; сведения о записи на пробное занятие; идентификатор чата Telegram, если я подключу напоминания; а также для подтверждения факта согласия — дата и время его получения, IP-адрес и сведения о браузере (user agent), с которых отправлена заявка, и номер редакции этого согласия.

3. Действия с персональными данными: сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение), извлечение, использование, передача (предоставление, доступ) в случаях, указанных в пункте 4, блокирование, удаление, уничтожение. Обработка смешанная: с использованием средств автоматизации и без них. Оператор не принимает на основании этих данных решений, порождающих юридические последствия, исключительно путём автоматизированной обработки.

4. Передача третьим лицам: {processors} Хостинг-провайдер, на серверах которого в Российской Федерации размещены сайт и база данных, обрабатывает данные по поручению Оператора. Иным лицам данные не передаются и не распространяются, кроме случаев, прямо установленных федеральным законом.

5. Срок действия согласия: до достижения целей обработки, но не дольше {retentionMonths} мес. со дня отправки заявки, если я не стал(а) занимающимся клуба; по истечении срока данные уничтожаются автоматически. Если я стал(а) занимающимся, дальнейшая обработка ведётся на основании договора с клубом.

6. Отзыв согласия: я могу отозвать согласие в любой момент, направив Оператору заявление по электронной почте ({email}) или в письменной форме по адресу {address}, указав имя и номер телефона из заявки. Оператор прекращает обработку в срок, не превышающий 10 рабочих дней (ч. 5.1 ст. 21 Федерального закона № 152-ФЗ), и уничтожает данные в срок, не превышающий 30 дней со дня получения отзыва (ч. 5 ст. 21), если иное не предусмотрено федеральным законом. Отзыв согласия не влияет на законность обработки, выполненной до его получения.

7. Согласие на получение новостей и предложений клуба даётся отдельно, отдельной отметкой в форме, и не является условием записи; его можно отозвать так же, как указано в пункте 6, или ответив на сообщение клуба.

8. Я подтверждаю, что ознакомлен(а) с Политикой Оператора в отношении обработки персональных данных, размещённой на сайте, и что, подавая заявку за несовершеннолетнего, являюсь его родителем или иным законным представителем.`;

/** What the {processors} token says when no outside service is configured. */
export const NO_PROCESSORS = 'Сторонние сервисы, кроме хостинг-провайдера, к обработке не привлекаются.';

/** One outside service the site uses when configured, as named in the consent and the policy. */
export const processorDescriptions = {
  telegram:
    'мессенджер Telegram (Telegram Messenger Inc.) — для уведомлений администратора клуба о новых заявках и напоминаний посетителям; серверы сервиса могут находиться за пределами Российской Федерации, такая передача является трансграничной (ст. 12 Федерального закона № 152-ФЗ)',
  vk: 'социальная сеть ВКонтакте (ООО «ВК», Москва) — только для показа новостей клуба на сайте; данные заявок в неё не передаются',
  recaptcha:
    'сервис Google reCAPTCHA (Google LLC, США) — для защиты формы от автоматических отправок; сервис получает IP-адрес и технические сведения о браузере, передача трансграничная',
  metrica:
    'сервис Яндекс Метрика (ООО «Яндекс», Москва) — для обезличенной статистики посещений и только после согласия посетителя в баннере на сайте; файлы cookie сервиса',
} as const;
export type Processor = keyof typeof processorDescriptions;

/**
 * What the club's Telegram chat receives, added after the services in the privacy policy only while
 * the chat is configured (the server sends it: privacy.publicConfig's `clubChat`). Telegram is a
 * foreign service: the transfer is cross-border, and the operator notifies Roskomnadzor before it
 * starts (152-FZ art. 12 part 3). Kept here, beside the services' descriptions the server fills in,
 * so the policy's page carries it only when it applies.
 */
export const clubChatPolicySentence =
  'Сообщения в закрытый чат администратора клуба в Telegram (о новой заявке, о записи на пробное занятие, об отмене и переносе записи, о месте, полученном из листа ожидания) содержат направление, возраст, время занятия и ссылку на заявку в административном разделе сайта, где контактные данные видит только администратор после входа; имя и телефон включаются в эти сообщения, только если Оператор прямо включил это в настройках. О трансграничной передаче данных в Telegram Оператор до её начала уведомляет Роскомнадзор (ч. 3 ст. 12 Закона).';

/** The {processors} sentence for the services in use. */
export function processorsSentence(active: readonly Processor[]): string {
  if (active.length === 0) return NO_PROCESSORS;
  return `Оператор поручает обработку или передаёт данные следующим сервисам: ${active.map((p) => processorDescriptions[p]).join('; ')}.`;
}

export type ConsentValues = Record<ConsentToken, string>;

/** Shown for an operator detail not yet filled in the settings, so no sentence is left with a gap. */
export const CONSENT_FALLBACK = 'адрес сообщит администратор клуба';

/** Replaces every token; unknown braces are left as typed. */
export function fillConsentTokens(body: string, values: ConsentValues): string {
  return body.replace(/\{(\w+)\}/g, (match, token: string) => {
    if (!(CONSENT_TOKENS as readonly string[]).includes(token)) return match;
    const value = values[token as ConsentToken].trim();
    if (token === 'inn') return value === '' ? '' : `, ИНН ${value}`;
    return value === '' ? CONSENT_FALLBACK : value;
  });
}

/** The text as paragraphs (blank-line separated), for the page. */
export const consentParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
