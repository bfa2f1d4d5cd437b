import { describe, expect, it } from 'vitest';
import { inlineCssMarker, inlinedStylesheets } from './inline-css';

describe('inline stylesheet markers', () => {
  it('finds again, in order, the files whose text was joined', () => {
    const css = `${inlineCssMarker('/static/css/main-1.css')}.a{color:red}${inlineCssMarker('/static/css/boxing-2.css')}.b{}`;
    expect(inlinedStylesheets(css)).toEqual(['/static/css/main-1.css', '/static/css/boxing-2.css']);
  });

  it('ignores ordinary comments', () => {
    expect(inlinedStylesheets('/* a comment */ .a{} /*! licence */')).toEqual([]);
  });
});
