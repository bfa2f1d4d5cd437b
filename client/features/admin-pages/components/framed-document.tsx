import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const STYLES = 'link[rel="stylesheet"], style';
const BLANK = '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head><body></body></html>';

/**
 * A frame whose page is drawn by this app through a portal, so its media queries answer to the
 * frame's width (390 or 1440 px) while the components keep the app's router, data and handlers.
 * It has no address of its own: the site's CSP allows no framed pages (`frame-src`), and a portal
 * needs none. The app's stylesheets are copied in, and so are the ones a lazily loaded page adds.
 */
export function FramedDocument({
  title,
  className,
  style,
  children,
}: {
  title: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const attached = useRef<Document | null>(null);

  const attach = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || doc === attached.current) return;
    // Written anew: a blank frame's document is in quirks mode, and the public styles expect a standard one.
    doc.open();
    doc.write(BLANK);
    doc.close();
    for (const node of document.head.querySelectorAll(STYLES)) doc.head.append(node.cloneNode(true));
    attached.current = doc;
    setBody(doc.body);
  }, []);

  useEffect(() => {
    attach();
    // A page chunk loaded later brings its CSS into the admin's head: the frame gets it too.
    const observer = new MutationObserver((changes) => {
      const doc = attached.current;
      if (!doc) return;
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof Element && node.matches(STYLES)) doc.head.append(node.cloneNode(true));
        }
      }
    });
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [attach]);

  return (
    <iframe ref={frame} title={title} className={className} style={style} onLoad={attach}>
      {body ? createPortal(children, body) : null}
    </iframe>
  );
}
