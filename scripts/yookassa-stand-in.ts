/**
 * `npm run stand-in:yookassa`: the ЮKassa stand-in (server/stand-ins/yookassa.ts) for development.
 * Start it, then the site with the variables it prints; the buyer's 'Оплатить' goes to its page.
 * Refuses to run under NODE_ENV=production.
 */
import { startYookassaStandIn } from '../server/stand-ins/yookassa';

const port = Number(process.env.STAND_IN_PORT ?? 4310);
const site = (process.env.SITE_URL ?? 'http://localhost:3001').replace(/\/+$/, '');
const shopId = process.env.YOOKASSA_SHOP_ID ?? '100500';
const secretKey = process.env.YOOKASSA_SECRET_KEY ?? 'test_stand_in_key';

const standIn = await startYookassaStandIn({ port, shopId, secretKey, notificationUrl: `${site}/api/yookassa/notifications` });
console.log(`Заглушка ЮKassa: ${standIn.url}; уведомления уходят на ${site}/api/yookassa/notifications`);
console.log('Запустите сайт с переменными:');
console.log(`  YOOKASSA_SHOP_ID=${shopId} YOOKASSA_SECRET_KEY=${secretKey} YOOKASSA_API_URL=${standIn.apiUrl}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
