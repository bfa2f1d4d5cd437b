/** Page icons of the news lists (stroke icons in the style of components/ui/icons). */
export function NewspaperIcon() {
  return (
    <svg viewBox="0 0 24 24" className="icon" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Z" strokeLinejoin="round" />
      <path d="M17 9h3v8a2 2 0 0 1-2 2h-1M7.5 9h6M7.5 12.5h6M7.5 16h4" strokeLinecap="round" />
    </svg>
  );
}

export function TicketIcon() {
  return (
    <svg viewBox="0 0 24 24" className="icon" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path
        d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Z"
        strokeLinejoin="round"
      />
      <path d="M14 6v2M14 11v2M14 16v2" strokeLinecap="round" />
    </svg>
  );
}
