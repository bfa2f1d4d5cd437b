import type { ButtonHTMLAttributes } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import './admin.css';

type AdminButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'md' | 'sm';
  /** While true the button is disabled and shows a spinner with `pendingLabel` ('Сохранение…'). */
  pending?: boolean;
  pendingLabel?: string;
};

export function AdminButton({
  variant = 'primary',
  size = 'md',
  pending = false,
  pendingLabel = adminMessages.adminArea.saving,
  type = 'button',
  disabled,
  className,
  children,
  ...button
}: AdminButtonProps) {
  const classes = ['admin-button', `admin-button--${variant}`, size === 'sm' ? 'admin-button--sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...button} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className="admin-spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
