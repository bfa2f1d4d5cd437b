import type { ReactNode } from 'react';
import { HydrateApart } from '../ui/hydrate-apart';
import { FirstScreenEnd } from './first-screen-end';

/**
 * How what is below a page's first screen hydrates (docs/decisions/page-shells.md):
 * - 'apart' (the default): in one `HydrateApart`, as the server drew it until the visitor first
 *   scrolls, touches, points, types or focuses, then in a pass of its own;
 * - 'parts': the page splits it into `HydrateApart` parts itself (one per section, a list's items);
 * - 'with-page': hydrated with the first screen, for content that must answer the first tap at once
 *   or whose props follow state above it (a filter and its table, a form). Say why at the call.
 */
export type BelowFirstScreen = 'apart' | 'parts' | 'with-page';

interface PlainPageProps {
  /** The page's first screen: its `PageBanner` or its own hero. Nothing in it may be styled by what follows. */
  first: ReactNode;
  children?: ReactNode;
  below?: BelowFirstScreen;
}

/**
 * The shell every public page draws in. It ends the first screen after `first` (the marker the
 * head's `<link rel="expect" blocking="render">` waits for: a first screen arriving in pieces is
 * not painted half and then shifted) and hydrates what is below it apart. e2e/first-layout.spec.ts
 * fails a public route whose HTML lacks the shell's marker.
 */
export function PlainPage({ first, children, below = 'apart' }: PlainPageProps) {
  return (
    <>
      {first}
      <FirstScreenEnd shell={below} />
      {below === 'apart' && children ? <HydrateApart>{children}</HydrateApart> : children}
    </>
  );
}
