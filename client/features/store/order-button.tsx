import { ExternalIcon } from '#client/components/ui/icons';
import { storeMessages } from '#shared/messages/screens/store.ru';
import { orderChatHref } from './order-link';

/** 'Заказать': the club's chat in a new tab, the product named in the message. */
export function OrderButton({ productName, chatUrl, className }: { productName: string; chatUrl: string; className?: string }) {
  const href = orderChatHref(chatUrl, storeMessages.orderChatText(productName));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `button ${className}` : 'button'}
      aria-label={`${storeMessages.orderOf(productName)} ${storeMessages.opensInNewTab}`}
    >
      {storeMessages.order}
      <ExternalIcon />
    </a>
  );
}
