/** A tel: address from a phone as people write it ('+7 (999) 123-45-67', '8 999 …'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `tel:+7${digits.slice(1)}`;
  if (digits.length === 10) return `tel:+7${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
