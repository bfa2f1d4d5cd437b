import type { ReactNode } from 'react';

interface UrlFilterFormProps {
  /** The page the filters belong to: without scripts the form submits its fields there as a query. */
  action: string;
  /** The form's accessible name ('Фильтры расписания'). */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * Filters that live in the URL. With scripts each field navigates on change (the form never submits);
 * without them the page's `<noscript>` button (`UrlFilterApply`) submits the same query with GET.
 */
export function UrlFilterForm({ action, label, className, children }: UrlFilterFormProps) {
  return (
    <form className={className} method="get" action={action} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

/** The submit button only a visitor without scripts sees. */
export function UrlFilterApply({ label, className = '' }: { label: string; className?: string }) {
  return (
    <noscript>
      <button type="submit" className={`button button--sm ${className}`.trim()}>
        {label}
      </button>
    </noscript>
  );
}
